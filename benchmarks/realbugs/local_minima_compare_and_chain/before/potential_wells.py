"""Locate the wells of a random smooth potential."""
import jax
import jax.numpy as jnp

from fieldpeaks import find_local_minima


def smooth_field(key, shape=(12, 12), width=2.0):
    noise = jax.random.normal(key, shape)
    k = jnp.exp(-0.5 * (jnp.arange(-3, 4) / width) ** 2)
    field = jax.vmap(lambda row: jnp.convolve(row, k, mode="same"))(noise)
    return jax.vmap(lambda col: jnp.convolve(col, k, mode="same"), in_axes=1, out_axes=1)(field)


if __name__ == "__main__":
    print(find_local_minima(smooth_field(jax.random.PRNGKey(123123))))
