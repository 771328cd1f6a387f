import jax.numpy as jnp


def minimum_image(displacement, box):
    return displacement - box * jnp.round(displacement / box)


def lj_forces(positions, box, epsilon=1.0, sigma=1.0, cutoff=2.5):
    """Pairwise Lennard-Jones 12-6 forces in reduced units, periodic box, truncated at `cutoff`."""
    n = positions.shape[0]
    rij = minimum_image(positions[:, None, :] - positions[None, :, :], box)
    r2 = jnp.sum(rij ** 2, axis=-1) + jnp.eye(n)
    inv6 = (sigma ** 2 / r2) ** 3
    magnitude = 24.0 * epsilon * (2.0 * inv6 ** 2 - inv6) / r2
    mask = (r2 < cutoff ** 2) & ~jnp.eye(n, dtype=bool)
    return jnp.sum(jnp.where(mask[..., None], magnitude[..., None] * rij, 0.0), axis=1)
