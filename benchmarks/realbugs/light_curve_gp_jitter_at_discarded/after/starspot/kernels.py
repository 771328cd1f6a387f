import jax.numpy as jnp


class Matern32:
    """Matern-3/2 covariance for stellar variability."""

    def __call__(self, tau, log_amp, log_scale):
        r = jnp.sqrt(3.0) * jnp.abs(tau) / jnp.exp(log_scale)
        return jnp.exp(2.0 * log_amp) * (1.0 + r) * jnp.exp(-r)
