import jax.numpy as jnp


def minimum_image(delta, box):
    return delta - box * jnp.round(delta / box)


def lennard_jones_forces(positions, box, epsilon=1.0, sigma=1.0, cutoff=2.5):
    """Pairwise Lennard-Jones forces in a periodic box, truncated at the cutoff."""
    delta = minimum_image(positions[:, None, :] - positions[None, :, :], box)
    r2 = jnp.sum(delta**2, axis=-1) + jnp.eye(positions.shape[0])
    inv6 = (sigma**2 / r2) ** 3
    magnitude = 24.0 * epsilon * (2.0 * inv6**2 - inv6) / r2
    magnitude = jnp.where((r2 < cutoff**2) & ~jnp.eye(positions.shape[0], dtype=bool), magnitude, 0.0)
    return jnp.sum(magnitude[:, :, None] * delta, axis=1)
