"""A bootstrap particle filter whose per-observation update is compiled once per filter."""

import jax
import jax.numpy as jnp

from tracking import resampling


class BootstrapFilter:
    def __init__(self, model, num_particles):
        self.model = model
        self.num_particles = num_particles
        self._step = jax.jit(self.step)

    def initialize(self, key):
        return self.model.sample_initial(key, self.num_particles)

    def step(self, key, particles, observation):
        key_move, key_resample = jax.random.split(key)
        particles = self.model.transition(key_move, particles)
        weights = jax.nn.softmax(self.model.log_likelihood(particles, observation))
        estimate = jnp.sum(weights[:, None] * particles, axis=0)
        particles = resampling.systematic(key_resample, particles, weights)
        return particles, estimate

    def run(self, key, observations):
        key, init_key = jax.random.split(key)
        particles = self.initialize(init_key)
        estimates = []
        for observation in observations:
            key, step_key = jax.random.split(key)
            particles, estimate = self._step(step_key, particles, observation)
            estimates.append(estimate)
        return jnp.stack(estimates)
