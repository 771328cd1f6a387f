import jax.numpy as jnp


def pair_distances(positions, box_length):
    delta = positions[:, None, :] - positions[None, :, :]
    delta = delta - box_length * jnp.round(delta / box_length)
    return jnp.sqrt(jnp.sum(delta ** 2, axis=-1)).reshape(-1)
