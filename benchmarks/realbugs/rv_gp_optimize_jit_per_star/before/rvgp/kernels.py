import jax.numpy as jnp


class QuasiPeriodic:
    """Stellar-activity kernel: a periodic term for rotation, damped by a squared exponential."""

    def __call__(self, params, t1, t2):
        tau = t1[:, None] - t2[None, :]
        amp, length, period, gamma = jnp.exp(params["log_amp"]), jnp.exp(params["log_length"]), \
            jnp.exp(params["log_period"]), jnp.exp(params["log_gamma"])
        return amp**2 * jnp.exp(-(tau**2) / (2 * length**2) - gamma * jnp.sin(jnp.pi * tau / period) ** 2)
