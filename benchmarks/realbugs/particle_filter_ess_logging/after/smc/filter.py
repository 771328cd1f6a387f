import jax
import jax.numpy as jnp

from smc.diagnostics import log_effective_sample_size


def effective_sample_size(log_weights):
    weights = jax.nn.softmax(log_weights)
    return 1.0 / jnp.sum(weights**2)


class BootstrapParticleFilter:
    """Bootstrap filter that resamples (multinomially) only when the effective sample size drops below a threshold."""

    def __init__(self, model, n_particles=500, ess_threshold=0.5):
        self.model = model
        self.n_particles = n_particles
        self.ess_threshold = ess_threshold
        self._run = jax.jit(self.run)

    def resample(self, key, particles, log_weights):
        idx = jax.random.categorical(key, log_weights, shape=(self.n_particles,))
        return particles[idx], jnp.zeros(self.n_particles)

    def step(self, carry, inputs):
        particles, log_weights = carry
        key, t, y = inputs
        resample_key, move_key = jax.random.split(key)
        ess = effective_sample_size(log_weights)
        particles, log_weights = jax.lax.cond(
            ess < self.ess_threshold * self.n_particles,
            lambda: self.resample(resample_key, particles, log_weights),
            lambda: (particles, log_weights),
        )
        particles = self.model.propagate(move_key, particles, t)
        log_weights = log_weights + self.model.log_likelihood(y, particles)
        estimate = jnp.sum(jax.nn.softmax(log_weights) * particles)
        return (particles, log_weights), (estimate, ess)

    def run(self, key, observations):
        init_key, key = jax.random.split(key)
        particles = jnp.sqrt(5.0) * jax.random.normal(init_key, (self.n_particles,))
        times = jnp.arange(1, observations.shape[0] + 1, dtype=jnp.float32)
        keys = jax.random.split(key, observations.shape[0])
        carry = (particles, jnp.zeros(self.n_particles))
        return jax.lax.scan(self.step, carry, (keys, times, observations))[1]

    def filter(self, key, observations):
        estimates, ess = self._run(key, observations)
        for t, value in enumerate(ess.tolist(), start=1):
            log_effective_sample_size(t, value, self.n_particles)
        return estimates
