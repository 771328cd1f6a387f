import jax.numpy as jnp

from pkfit.data import SAMPLE_TIMES, simulate_subject
from pkfit.fit import fit
from pkfit.model import OneCompartmentOral


def main(steps=100):
    model = OneCompartmentOral(dose=320.0, tlag=0.3)
    true_log_params = jnp.log(jnp.array([1.5, 2.8, 32.0]))
    observed = simulate_subject(model, true_log_params)
    init = jnp.log(jnp.array([1.0, 2.0, 40.0]))
    log_params, history = fit(model, SAMPLE_TIMES, observed, init, steps=steps)
    ka, cl, v = [float(p) for p in jnp.exp(log_params)]
    print(f"ka {ka:.2f} 1/h, CL {cl:.2f} L/h, V {v:.1f} L; loss {history[0]:.3f} -> {history[-1]:.3f}")
    return log_params, history


if __name__ == "__main__":
    main()
