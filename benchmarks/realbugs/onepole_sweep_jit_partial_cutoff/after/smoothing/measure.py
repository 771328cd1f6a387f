import jax.numpy as jnp


def rms(signal):
    return jnp.sqrt(jnp.mean(signal**2))


def attenuation_db(signal, filtered):
    return 20.0 * jnp.log10(rms(filtered) / rms(signal))
