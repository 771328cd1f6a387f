import jax
import jax.numpy as jnp

from conduction.stepper import BackwardEuler


class HeatedRod:
    """A steel rod between two baths, heated by a resistive band in its middle."""

    def __init__(self, length=0.5, n_nodes=51, diffusivity=1.2e-5, dt=5.0):
        self.x = jnp.linspace(0.0, length, n_nodes)
        self.stepper = BackwardEuler(n_nodes, length / (n_nodes - 1), dt, diffusivity)

    def heating(self, power):
        band = jnp.abs(self.x - self.x[-1] / 2) < 0.05
        return jnp.where(band, power, 0.0)

    def evolve(self, initial, power, n_steps):
        source = self.heating(power)

        def step(temperature, _):
            temperature = self.stepper(temperature, source)
            return temperature, temperature.max()

        final, peaks = jax.lax.scan(step, initial, None, length=n_steps)
        return final, peaks
