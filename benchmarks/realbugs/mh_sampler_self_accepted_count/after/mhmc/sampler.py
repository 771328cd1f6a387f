import jax
import jax.numpy as jnp


class MetropolisHastings:
    """Random-walk Metropolis-Hastings with a Gaussian proposal; keeps count of accepted proposals."""

    def __init__(self, log_prob, step_size):
        self.log_prob = log_prob
        self.step_size = step_size
        self.n_accepted = 0
        self.n_proposed = 0
        self._sample = jax.jit(self.sample, static_argnums=2)

    def step(self, state, key):
        theta, log_p = state
        proposal_key, accept_key = jax.random.split(key)
        proposal = theta + self.step_size * jax.random.normal(proposal_key, theta.shape)
        proposal_log_p = self.log_prob(proposal)
        accept = jnp.log(jax.random.uniform(accept_key)) < proposal_log_p - log_p
        theta = jnp.where(accept, proposal, theta)
        return (theta, jnp.where(accept, proposal_log_p, log_p)), (theta, accept)

    def sample(self, key, theta0, n_steps):
        state = (theta0, self.log_prob(theta0))
        _, (chain, accepted) = jax.lax.scan(self.step, state, jax.random.split(key, n_steps))
        return chain, accepted

    def run(self, key, theta0, n_steps):
        chain, accepted = self._sample(key, theta0, n_steps)
        self.n_accepted += int(accepted.sum())
        self.n_proposed += n_steps
        return chain

    @property
    def acceptance_rate(self):
        return self.n_accepted / self.n_proposed
