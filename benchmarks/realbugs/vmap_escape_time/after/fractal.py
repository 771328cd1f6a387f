import jax
import jax.numpy as jnp


def escape_time(c, max_iter):
    def body(i, carry):
        z, count = carry
        z = z * z + c
        count = jnp.where((jnp.abs(z) <= 2.0) & (count == i), i + 1, count)
        return z, count

    _, count = jax.lax.fori_loop(0, max_iter, body, (jnp.zeros_like(c), 0))
    return count


def render(grid, max_iter=50):
    return jax.vmap(escape_time, in_axes=(0, None))(grid.ravel(), max_iter).reshape(grid.shape)
