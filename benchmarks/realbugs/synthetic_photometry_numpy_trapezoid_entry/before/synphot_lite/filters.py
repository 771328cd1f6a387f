import jax.numpy as jnp


def top_hat(wavelength, centre, width):
    """Idealised filter: full transmission within `width` of `centre` (microns), with soft edges."""
    return 1.0 / (1.0 + jnp.exp((jnp.abs(wavelength - centre) - width / 2) / 0.005))
