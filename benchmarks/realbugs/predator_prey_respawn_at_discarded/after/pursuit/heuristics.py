import jax.numpy as jnp


def chase_nearest(state):
    """Each predator heads straight for its nearest prey."""
    offsets = state.prey[None, :, :] - state.predators[:, None, :]
    nearest = jnp.argmin(jnp.linalg.norm(offsets, axis=-1), axis=1)
    direction = offsets[jnp.arange(offsets.shape[0]), nearest]
    return direction / (jnp.linalg.norm(direction, axis=-1, keepdims=True) + 1e-6)
