import jax
import jax.numpy as jnp


class MetroHas:
    """Random-walk Metropolis-Hastings for a log density P over D dimensions."""

    def __init__(self, P, D, step_size):
        self.P = P
        self.D = D
        self.step_size = step_size
        self._run = jax.jit(self._chain, static_argnums=(2,))

    def _transition(self, carry, key):
        x, log_p = carry
        key_proposal, key_accept = jax.random.split(key)
        proposal = x + self.step_size * jax.random.normal(key_proposal, (self.D,))
        log_p_proposal = self.P(proposal)
        accept = jnp.log(jax.random.uniform(key_accept)) < log_p_proposal - log_p
        x = jnp.where(accept, proposal, x)
        log_p = jnp.where(accept, log_p_proposal, log_p)
        return (x, log_p), (x, accept)

    def _chain(self, key, x0, n_samples):
        keys = jax.random.split(key, n_samples)
        _, (samples, accepted) = jax.lax.scan(self._transition, (x0, self.P(x0)), keys)
        return samples, jnp.mean(accepted)

    def sample(self, x0, N, seed):
        samples, acceptance = self._run(jax.random.PRNGKey(seed), jnp.asarray(x0, dtype=jnp.float32), N)
        print(f"acceptance rate: {float(acceptance):.2f}")
        return samples
