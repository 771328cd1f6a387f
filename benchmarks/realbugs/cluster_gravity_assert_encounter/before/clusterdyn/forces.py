import jax.numpy as jnp


class DirectGravity:
    """Pairwise Newtonian gravity summed directly over all bodies (N^2, fine for a few hundred stars)."""

    def __init__(self, G=1.0):
        self.G = G

    def accelerations(self, positions, masses):
        n = positions.shape[0]
        diff = positions[None, :, :] - positions[:, None, :]
        r2 = jnp.sum(diff**2, axis=-1)
        off_diagonal = ~jnp.eye(n, dtype=bool)
        safe_r2 = jnp.where(off_diagonal, r2, 1.0)
        assert jnp.all(safe_r2 > 1e-6), "close encounter: two bodies nearly overlap"  # expect: JXL102
        inv_r3 = jnp.where(off_diagonal, safe_r2**-1.5, 0.0)
        return self.G * jnp.einsum("ij,ijk,j->ik", inv_r3, diff, masses)

    def potential_energy(self, positions, masses):
        n = positions.shape[0]
        diff = positions[None, :, :] - positions[:, None, :]
        r = jnp.sqrt(jnp.sum(diff**2, axis=-1) + jnp.eye(n))
        pair = jnp.where(jnp.eye(n, dtype=bool), 0.0, masses[:, None] * masses[None, :] / r)
        return -0.5 * self.G * jnp.sum(pair)
