"""Random-walk Metropolis sampling of a batch of walkers."""

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnums=0)
def mcmc(logp_fn, logp_params, x_init, key, mc_steps, mc_stddev):
    def step(i, state):
        x, logp, key = state
        key, key_proposal, key_accept = jax.random.split(key, 3)
        x_proposal = x + mc_stddev * jax.random.normal(key_proposal, x.shape)
        logp_proposal = logp_fn(logp_params, x_proposal)
        accept = jax.random.uniform(key_accept, logp.shape) < jnp.exp(logp_proposal - logp)
        return jnp.where(accept, x_proposal, x), jnp.where(accept, logp_proposal, logp), key

    x, _, _ = lax.fori_loop(0, mc_steps, step, (x_init, logp_fn(logp_params, x_init), key))
    return x
