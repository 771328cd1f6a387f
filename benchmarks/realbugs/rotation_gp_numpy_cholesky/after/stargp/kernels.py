import jax.numpy as jnp


class QuasiPeriodic:
    """Spot-modulated stellar variability: a periodic kernel damped by a squared exponential."""

    def __call__(self, params, t1, t2):
        tau = t1 - t2
        amplitude = jnp.exp(2.0 * params["log_amp"])
        decay = jnp.exp(-0.5 * tau**2 / jnp.exp(2.0 * params["log_decay"]))
        periodic = jnp.exp(-2.0 * jnp.sin(jnp.pi * tau / jnp.exp(params["log_period"])) ** 2)
        return amplitude * decay * periodic
