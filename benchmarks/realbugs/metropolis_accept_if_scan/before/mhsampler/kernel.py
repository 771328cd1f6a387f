import jax
import jax.numpy as jnp


class RandomWalkMetropolis:
    """Gaussian random-walk proposal with the Metropolis accept/reject correction."""

    def __init__(self, target_log_prob, step_size):
        self.target_log_prob = target_log_prob
        self.step_size = step_size

    def propose(self, key, x):
        return x + self.step_size * jax.random.normal(key)

    def step(self, key, x):
        key_prop, key_accept = jax.random.split(key)
        proposal = self.propose(key_prop, x)
        log_ratio = self.target_log_prob(proposal) - self.target_log_prob(x)
        log_u = jnp.log(jax.random.uniform(key_accept))
        if log_u < log_ratio:  # expect: JXL101
            return proposal, 1.0
        return x, 0.0
