import jax.numpy as jnp


def rest_frame_sed(wave, temperature, dust):
    """Toy galaxy continuum: a blackbody-like stellar bump with a Balmer-like break, dimmed by power-law dust."""
    x = 1.0e4 / (wave * temperature)
    stars = x ** 3 / (jnp.exp(x) - 1.0)
    balmer_break = 0.4 + 0.6 / (1.0 + jnp.exp(-(wave - 4000.0) / 60.0))
    attenuation = jnp.exp(-dust * (5500.0 / wave) ** 0.7)
    return stars * balmer_break * attenuation
