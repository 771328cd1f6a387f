import jax
import jax.numpy as jnp


def kinetic_temperature(velocities, masses):
    """Instantaneous temperature in reduced units (k_B = 1)."""
    n_dof = velocities.size
    return jnp.sum(masses[:, None] * velocities**2) / n_dof


class LangevinThermostat:
    def __init__(self, temperature, friction, dt):
        self.temperature = temperature
        self.friction = friction
        self.dt = dt

    def apply(self, velocities, masses, key):
        decay = jnp.exp(-self.friction * self.dt)
        kick = jnp.sqrt((1.0 - decay**2) * self.temperature / masses)[:, None]
        velocities = decay * velocities + kick * jax.random.normal(key, velocities.shape)
        jax.debug.print("T = {t}", t=kinetic_temperature(velocities, masses))
        return velocities
