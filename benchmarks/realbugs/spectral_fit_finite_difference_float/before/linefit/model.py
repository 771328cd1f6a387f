import jax.numpy as jnp


class GaussianLine:
    """Emission line on a flat continuum; parameters (amplitude, centre, log width) with broad Gaussian priors."""

    def __init__(self, wavelengths, flux, noise):
        self.wavelengths = jnp.asarray(wavelengths)
        self.flux = jnp.asarray(flux)
        self.noise = noise

    def predict(self, theta):
        amplitude, centre, log_width = theta
        return 1.0 + amplitude * jnp.exp(-0.5 * ((self.wavelengths - centre) / jnp.exp(log_width)) ** 2)

    def log_density(self, theta):
        residual = (self.flux - self.predict(theta)) / self.noise
        return -0.5 * jnp.sum(residual**2) - 0.5 * jnp.sum(theta**2) / 100.0
