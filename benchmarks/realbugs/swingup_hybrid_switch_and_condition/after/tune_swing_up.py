import jax.numpy as jnp

from hybridswing.control import EnergyPump, HybridController, LinearStabilizer
from hybridswing.plant import Pendulum
from hybridswing.tuning import GainTuner


def main():
    plant = Pendulum()
    controller = HybridController(EnergyPump(plant), LinearStabilizer())
    tuner = GainTuner(plant, controller)
    gain, losses = tuner.tune(jnp.asarray(1.0), jnp.array([jnp.pi - 0.1, 0.0]))
    final = tuner.simulate(gain, jnp.array([jnp.pi - 0.1, 0.0]))[-1]
    return gain, losses, final


if __name__ == "__main__":
    print(main())
