import jax
import jax.numpy as jnp


def escape_time(c, max_iter):
    z = 0.0 + 0.0j
    for i in range(max_iter):
        z = z * z + c
        if jnp.abs(z) > 2.0:  # expect: JXL101
            return i
    return max_iter


def render(grid, max_iter=50):
    return jax.vmap(escape_time, in_axes=(0, None))(grid.ravel(), max_iter).reshape(grid.shape)
