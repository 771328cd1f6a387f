import jax
import jax.numpy as jnp

from bayesmean.proposals import gaussian_walk


class MetropolisHastings:
    """One compiled transition per call; the host loop keeps the chain."""

    def __init__(self, model, scale):
        self.model = model
        self.scale = scale
        self.transition = jax.jit(self._transition)

    def _transition(self, theta, key):
        proposal = gaussian_walk(theta, self.scale)
        log_alpha = self.model.log_posterior(proposal) - self.model.log_posterior(theta)
        accept = jnp.log(jax.random.uniform(key)) < log_alpha
        return jnp.where(accept, proposal, theta)

    def sample(self, theta0, num_samples, seed=0):
        keys = jax.random.split(jax.random.PRNGKey(seed), num_samples)
        theta, chain = jnp.asarray(theta0), []
        for key in keys:
            theta = self.transition(theta, key)
            chain.append(theta)
        return jnp.stack(chain)
