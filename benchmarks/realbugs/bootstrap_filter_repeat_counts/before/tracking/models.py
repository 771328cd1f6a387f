"""State-space models the filter can track."""

import jax
import jax.numpy as jnp


class RandomWalkModel:
    """A target moving as a 2-D Gaussian random walk, observed with Gaussian noise."""

    def __init__(self, process_std, observation_std):
        self.process_std = process_std
        self.observation_std = observation_std

    def sample_initial(self, key, num_particles):
        return 2.0 * jax.random.normal(key, (num_particles, 2))

    def transition(self, key, particles):
        return particles + self.process_std * jax.random.normal(key, particles.shape)

    def log_likelihood(self, particles, observation):
        residual = (particles - observation) / self.observation_std
        return -0.5 * jnp.sum(residual**2, axis=-1)
