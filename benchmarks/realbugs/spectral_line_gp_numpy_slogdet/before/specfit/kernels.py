import jax.numpy as jnp


class SquaredExponential:
    """Correlated continuum residuals across neighbouring wavelength pixels."""

    def __init__(self, wavelengths, jitter=1e-4):
        self.wavelengths = wavelengths
        self.jitter = jitter

    def covariance(self, log_amp, log_scale):
        lag = self.wavelengths[:, None] - self.wavelengths[None, :]
        gram = jnp.exp(2.0 * log_amp) * jnp.exp(-0.5 * (lag / jnp.exp(log_scale)) ** 2)
        return gram + self.jitter * jnp.eye(self.wavelengths.shape[0])
