import jax.numpy as jnp


def ricker(t, peak_frequency, delay):
    arg = (jnp.pi * peak_frequency * (t - delay)) ** 2
    return (1.0 - 2.0 * arg) * jnp.exp(-arg)
