import jax
import jax.numpy as jnp


class GeometricBrownianMotion:
    """Risk-neutral GBM sampled on the exercise dates (exact log-normal steps)."""

    def __init__(self, spot, rate, vol):
        self.spot = spot
        self.rate = rate
        self.vol = vol

    def sample(self, key, num_paths, num_dates, dt):
        z = jax.random.normal(key, (num_dates, num_paths))
        increments = (self.rate - 0.5 * self.vol ** 2) * dt + self.vol * jnp.sqrt(dt) * z
        return self.spot * jnp.exp(jnp.cumsum(increments, axis=0))
