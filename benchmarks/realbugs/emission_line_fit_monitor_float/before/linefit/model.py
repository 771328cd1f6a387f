import jax.numpy as jnp


class GaussianLine:
    """An emission line on a flat continuum; params = (continuum, amplitude, center, log_width)."""

    def __call__(self, params, wavelength):
        continuum, amplitude, center, log_width = params
        width = jnp.exp(log_width)
        return continuum + amplitude * jnp.exp(-0.5 * ((wavelength - center) / width) ** 2)
