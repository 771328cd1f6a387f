import jax
import jax.numpy as jnp


class RandomWalkMetropolis:
    def __init__(self, log_density, step_size=0.05):
        self.log_density = log_density
        self.step_size = step_size
        self._sample = jax.jit(self._run, static_argnums=2)

    def step(self, state, key):
        x, log_p = state
        k_prop, k_accept = jax.random.split(key)
        proposal = x + self.step_size * jax.random.normal(k_prop, x.shape)
        log_p_prop = self.log_density(proposal)
        accept = jnp.log(jax.random.uniform(k_accept)) < log_p_prop - log_p
        x = jnp.where(accept, proposal, x)
        log_p = jnp.where(accept, log_p_prop, log_p)
        return (x, log_p), (x, accept)

    def _run(self, key, x0, num_samples):
        keys = jax.random.split(key, num_samples)
        _, (chain, accepted) = jax.lax.scan(self.step, (x0, self.log_density(x0)), keys)
        return chain, jnp.mean(accepted)

    def sample(self, key, x0, num_samples):
        return self._sample(key, x0, num_samples)
