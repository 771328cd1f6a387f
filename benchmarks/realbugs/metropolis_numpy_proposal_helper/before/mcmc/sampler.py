import jax
import jax.numpy as jnp

from mcmc.proposals import gaussian_step


class RandomWalkMetropolis:
    def __init__(self, log_density, scale):
        self.log_density = log_density
        self.scale = scale
        self._step = jax.jit(self._transition)

    def _transition(self, position, key):
        proposal = gaussian_step(position, self.scale)
        log_ratio = self.log_density(proposal) - self.log_density(position)
        accept = jnp.log(jax.random.uniform(key)) < log_ratio
        return jnp.where(accept, proposal, position)

    def sample(self, position, key, num_samples):
        samples = []
        for _ in range(num_samples):
            key, step_key = jax.random.split(key)
            position = self._step(position, step_key)
            samples.append(position)
        return jnp.stack(samples)
