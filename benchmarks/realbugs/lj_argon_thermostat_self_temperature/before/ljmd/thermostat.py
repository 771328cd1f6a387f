import jax.numpy as jnp


def kinetic_temperature(velocities, mass=1.0):
    n, dim = velocities.shape
    return mass * jnp.sum(velocities ** 2) / (dim * (n - 1))


class VelocityRescale:
    """Berendsen-style weak coupling of the kinetic temperature to a target."""

    def __init__(self, target, coupling=0.1):
        self.target = target
        self.coupling = coupling
        self.last_temperature = None

    def apply(self, velocities):
        temperature = kinetic_temperature(velocities)
        self.last_temperature = temperature  # expect: JXL202
        scale = jnp.sqrt(1.0 + self.coupling * (self.target / temperature - 1.0))
        return velocities * scale
