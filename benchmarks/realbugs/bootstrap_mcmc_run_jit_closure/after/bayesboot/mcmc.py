import jax
import jax.numpy as jnp


class MCMC:
    def __init__(self, log_posterior, num_samples, step_size=0.05):
        self.log_posterior = log_posterior
        self.num_samples = num_samples
        self.step_size = step_size
        self._sample_chain = jax.jit(self._chain)

    def _chain(self, key, init, data):
        def step(state, step_key):
            position, log_prob = state
            move_key, accept_key = jax.random.split(step_key)
            proposal = position + self.step_size * jax.random.normal(move_key, position.shape)
            proposal_log_prob = self.log_posterior(proposal, data)
            accept = jnp.log(jax.random.uniform(accept_key)) < proposal_log_prob - log_prob
            position = jnp.where(accept, proposal, position)
            log_prob = jnp.where(accept, proposal_log_prob, log_prob)
            return (position, log_prob), position

        state = (init, self.log_posterior(init, data))
        _, samples = jax.lax.scan(step, state, jax.random.split(key, self.num_samples))
        return samples

    def run(self, key, init, data):
        return self._sample_chain(key, init, data)
