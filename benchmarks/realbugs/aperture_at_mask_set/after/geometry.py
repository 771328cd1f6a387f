import jax.numpy as jnp


def filled_circle(shape, radius, xarray, yarray, fillvalue=1.0):
    array = jnp.zeros(shape)
    r = jnp.sqrt(xarray ** 2 + yarray ** 2)
    return jnp.where(r < radius, fillvalue, array)
