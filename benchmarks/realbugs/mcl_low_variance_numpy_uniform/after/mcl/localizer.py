import jax
import jax.numpy as jnp

from mcl.motion import move
from mcl.resampling import low_variance_resample
from mcl.world import measure_ranges


class MonteCarloLocalizer:
    """Particle-filter localisation against known range beacons: predict, weight, resample."""

    def __init__(self, beacons, motion_noise=(0.05, 0.05, 0.02), range_noise=0.3):
        self.beacons = beacons
        self.motion_noise = jnp.asarray(motion_noise)
        self.range_noise = range_noise
        self.step = jax.jit(self._step)

    def weights(self, particles, ranges):
        residual = measure_ranges(particles, self.beacons) - ranges
        log_w = -0.5 * jnp.sum((residual / self.range_noise) ** 2, axis=-1)
        w = jnp.exp(log_w - jnp.max(log_w))
        return w / jnp.sum(w)

    def _step(self, particles, control, ranges, key):
        key_motion, key_resample = jax.random.split(key)
        particles = move(particles, control) + self.motion_noise * jax.random.normal(key_motion, particles.shape)
        w = self.weights(particles, ranges)
        estimate = jnp.sum(w[:, None] * particles, axis=0)
        return low_variance_resample(key_resample, particles, w), estimate
