import jax
import jax.numpy as jnp

from smc.resampling import effective_sample_size, systematic_resample


class BootstrapParticleFilter:
    """Bootstrap filter for x_k = x_{k-1} + w_k, y_k = x_k + v_k: propagate, weight by the likelihood, resample."""

    def __init__(self, n_particles=500, process_std=0.3, observation_std=1.0):
        self.n_particles = n_particles
        self.process_std = process_std
        self.observation_std = observation_std
        self.ess_history = []
        self._run = jax.jit(self.run)

    def weigh(self, particles, y):
        log_w = -0.5 * ((y - particles) / self.observation_std) ** 2
        weights = jax.nn.softmax(log_w)
        self.ess_history.append(effective_sample_size(weights))  # expect: JXL202
        return weights

    def step(self, particles, inputs):
        key, y = inputs
        move_key, resample_key = jax.random.split(key)
        particles = particles + self.process_std * jax.random.normal(move_key, particles.shape)
        weights = self.weigh(particles, y)
        estimate = jnp.sum(weights * particles)
        return particles[systematic_resample(resample_key, weights)], estimate

    def run(self, key, observations):
        init_key, step_key = jax.random.split(key)
        particles = jax.random.normal(init_key, (self.n_particles,))
        keys = jax.random.split(step_key, observations.shape[0])
        _, estimates = jax.lax.scan(self.step, particles, (keys, observations))
        return estimates

    def __call__(self, key, observations):
        return self._run(key, observations)
