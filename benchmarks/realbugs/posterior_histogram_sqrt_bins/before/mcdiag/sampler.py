import jax
import jax.numpy as jnp


class RandomWalkMetropolis:
    def __init__(self, log_density, step_size):
        self.log_density = log_density
        self.step_size = step_size

    def sample(self, x0, key, n_samples):
        def step(carry, key):
            x, log_p = carry
            key_prop, key_acc = jax.random.split(key)
            proposal = x + self.step_size * jax.random.normal(key_prop)
            log_q = self.log_density(proposal)
            accept = jnp.log(jax.random.uniform(key_acc)) < log_q - log_p
            x, log_p = jnp.where(accept, proposal, x), jnp.where(accept, log_q, log_p)
            return (x, log_p), x

        _, chain = jax.lax.scan(step, (x0, self.log_density(x0)), jax.random.split(key, n_samples))
        return chain
