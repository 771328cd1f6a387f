import jax.numpy as jnp

from popk.covariates import Thetas, individual
from popk.dosing import DoseSchedule
from popk.model import TransitTwoCompartment


def main(weight=82.0):
    schedule = DoseSchedule(times=[0.0, 12.0], amounts=[100.0, 100.0], lag=0.5, dt=0.05)
    model = TransitTwoCompartment(schedule)
    conc = model.concentrations(individual(Thetas(), jnp.float32(weight)))
    peak = int(jnp.argmax(conc))
    print(f"Cmax {float(conc[peak]):.3f} mg/L at {float(model.times[peak]):.2f} h")
    return model.times, conc


if __name__ == "__main__":
    main()
