import jax.numpy as jnp


class DirectGravity:
    """Pairwise Newtonian gravity with Plummer softening: the force stays finite in a close encounter."""

    def __init__(self, G=1.0, softening=0.05):
        self.G = G
        self.softening = softening

    def accelerations(self, positions, masses):
        n = positions.shape[0]
        diff = positions[None, :, :] - positions[:, None, :]
        r2 = jnp.sum(diff**2, axis=-1) + self.softening**2
        off_diagonal = ~jnp.eye(n, dtype=bool)
        inv_r3 = jnp.where(off_diagonal, r2**-1.5, 0.0)
        return self.G * jnp.einsum("ij,ijk,j->ik", inv_r3, diff, masses)

    def potential_energy(self, positions, masses):
        n = positions.shape[0]
        diff = positions[None, :, :] - positions[:, None, :]
        r = jnp.sqrt(jnp.sum(diff**2, axis=-1) + self.softening**2)
        pair = jnp.where(jnp.eye(n, dtype=bool), 0.0, masses[:, None] * masses[None, :] / r)
        return -0.5 * self.G * jnp.sum(pair)
