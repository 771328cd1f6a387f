import logging

import jax
import jax.numpy as jnp

logger = logging.getLogger(__name__)


class RandomWalkMetropolis:
    """Metropolis with Gaussian random-walk proposals around the current position."""

    def __init__(self, log_density, scale=1.0):
        self.log_density = log_density
        self.scale = scale
        self.sample = jax.jit(self._sample, static_argnames="n_samples")

    def transition(self, position, key):
        k_prop, k_acc = jax.random.split(key)
        proposal = position + self.scale * jax.random.normal(k_prop)
        log_ratio = self.log_density(proposal) - self.log_density(position)
        accept = jnp.log(jax.random.uniform(k_acc)) < log_ratio
        return jnp.where(accept, proposal, position), proposal, accept

    def _sample(self, key, position, n_samples):
        def step(position, key):
            position, proposal, accept = self.transition(position, key)
            return position, (position, proposal, accept)

        _, (samples, proposals, accepted) = jax.lax.scan(step, position, jax.random.split(key, n_samples))
        return samples, proposals, accepted

    def run(self, key, position, n_samples):
        """Samples, with one log record per proposal, written on the host."""
        samples, proposals, accepted = self.sample(key, position, n_samples=n_samples)
        for proposal, accept in zip(proposals.tolist(), accepted.tolist()):
            logger.info("proposal %s accepted %s", proposal, accept)
        return samples
