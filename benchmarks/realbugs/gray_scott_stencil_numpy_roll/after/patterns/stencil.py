import jax.numpy as jnp


def laplacian(field, spacing=1.0):
    """Five-point Laplacian on a periodic grid."""
    vertical = jnp.roll(field, 1, axis=0) + jnp.roll(field, -1, axis=0)
    horizontal = jnp.roll(field, 1, axis=1) + jnp.roll(field, -1, axis=1)
    return (vertical + horizontal - 4.0 * field) / spacing**2
