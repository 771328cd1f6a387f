import jax.numpy as jnp


class PointMasses:
    """Point masses in barycentric coordinates; solar masses, AU and years / 2 pi, so that G = 1."""

    def __init__(self, masses, softening=1e-4):
        self.masses = jnp.asarray(masses)
        self.softening = softening

    def accelerations(self, positions):
        delta = positions[None, :, :] - positions[:, None, :]
        r2 = jnp.sum(delta**2, axis=-1) + self.softening**2
        inv_r3 = jnp.where(jnp.eye(positions.shape[0], dtype=bool), 0.0, r2**-1.5)
        return jnp.sum(self.masses[None, :, None] * inv_r3[:, :, None] * delta, axis=1)

    def energy(self, positions, velocities):
        kinetic = 0.5 * jnp.sum(self.masses * jnp.sum(velocities**2, axis=-1))
        delta = positions[None, :, :] - positions[:, None, :]
        distance = jnp.sqrt(jnp.sum(delta**2, axis=-1) + self.softening**2)
        pairs = self.masses[:, None] * self.masses[None, :] / distance
        return kinetic - 0.5 * jnp.sum(jnp.where(jnp.eye(positions.shape[0], dtype=bool), 0.0, pairs))
