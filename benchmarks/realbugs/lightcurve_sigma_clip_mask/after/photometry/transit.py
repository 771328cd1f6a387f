import jax
import jax.numpy as jnp

from photometry.clean import outlier_weights


class BoxTransit:
    """Depth of a box-shaped transit of known period, epoch and duration."""

    def __init__(self, period, epoch, duration, sigma=5.0):
        self.period = period
        self.epoch = epoch
        self.duration = duration
        self.sigma = sigma
        self.depth = jax.jit(self._depth)

    def phase(self, time):
        return (time - self.epoch + 0.5 * self.period) % self.period - 0.5 * self.period

    def _depth(self, time, flux):
        w = outlier_weights(flux, self.sigma)
        in_transit = jnp.abs(self.phase(time)) < 0.5 * self.duration
        inside = jnp.sum(jnp.where(in_transit, w * flux, 0.0)) / jnp.sum(jnp.where(in_transit, w, 0.0))
        outside = jnp.sum(jnp.where(in_transit, 0.0, w * flux)) / jnp.sum(jnp.where(in_transit, 0.0, w))

        return outside - inside
