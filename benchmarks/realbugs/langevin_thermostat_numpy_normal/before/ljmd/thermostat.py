import jax.numpy as jnp

from ljmd.noise import thermal_noise


class LangevinThermostat:
    """Ornstein-Uhlenbeck velocity update of Langevin dynamics: friction gamma and a random force at temperature kT."""

    def __init__(self, kT, gamma, dt, mass=1.0):
        self.c1 = jnp.exp(-gamma * dt)
        self.c2 = jnp.sqrt((1.0 - self.c1**2) * kT / mass)

    def apply(self, velocities):
        return self.c1 * velocities + thermal_noise(velocities.shape, self.c2)
