from functools import partial

import jax
import jax.numpy as jnp
from jax import lax, random


def log_density(x):
    return -0.5 * jnp.sum(x ** 2)


@partial(jax.jit, static_argnums=(1,))
def sample(key, n_samps, x0):
    """Random-walk Metropolis-Hastings, every random number drawn up front instead of inside the loop."""
    prop_key, acc_key = random.split(key)
    steps = 0.5 * random.normal(prop_key, (n_samps, x0.shape[0]))
    log_u = jnp.log(random.uniform(acc_key, (n_samps,)))

    def step(x, inputs):
        delta, lu = inputs
        proposal = x + delta
        accept = lu < log_density(proposal) - log_density(x)
        x = jnp.where(accept, proposal, x)
        return x, x

    _, chain = lax.scan(step, x0, (steps, log_u))
    return chain
