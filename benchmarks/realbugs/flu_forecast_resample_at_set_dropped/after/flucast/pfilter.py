import jax
import jax.numpy as jnp

from flucast.resample import resample


class ParticleFilter:
    def __init__(self, model, num_particles=500):
        self.model = model
        self.num_particles = num_particles
        self.run = jax.jit(self._run)

    def initial_particles(self, key, log_inc0):
        k1, k2 = jax.random.split(key)
        log_inc = log_inc0 + 0.5 * jax.random.normal(k1, (self.num_particles,))
        growth = 0.3 * jax.random.normal(k2, (self.num_particles,))
        return jnp.stack([log_inc, growth], axis=1)

    def _run(self, key, observations, log_inc0):
        k_init, k_steps = jax.random.split(key)
        px = self.initial_particles(k_init, log_inc0)
        weights = jnp.full(self.num_particles, 1.0 / self.num_particles)

        def step(carry, inputs):
            px, weights = carry
            key, observation = inputs
            k_move, k_resample = jax.random.split(key)
            px = self.model.propagate(k_move, px)
            log_w = jnp.log(weights) + self.model.log_likelihood(observation, px)
            weights = jax.nn.softmax(log_w)
            px, weights = resample(k_resample, px, weights)
            return (px, weights), jnp.sum(weights[:, None] * px, axis=0)

        keys = jax.random.split(k_steps, observations.shape[0])
        _, estimates = jax.lax.scan(step, (px, weights), (keys, observations))
        return estimates
