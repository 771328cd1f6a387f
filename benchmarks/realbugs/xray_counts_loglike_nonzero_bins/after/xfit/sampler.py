from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def rw_metropolis_kernel(rng_key, logpdf, position, log_prob, scale):
    move_key, accept_key = jax.random.split(rng_key)
    proposal = position + scale * jax.random.normal(move_key, position.shape)
    proposal_log_prob = logpdf(proposal)
    do_accept = jnp.log(jax.random.uniform(accept_key)) < proposal_log_prob - log_prob
    position = jnp.where(do_accept, proposal, position)
    log_prob = jnp.where(do_accept, proposal_log_prob, log_prob)
    return position, log_prob


def sample(rng_key, logpdf, position, n_samples, scale=0.05):
    log_prob = logpdf(position)
    chain = []
    for key in jax.random.split(rng_key, n_samples):
        position, log_prob = rw_metropolis_kernel(key, logpdf, position, log_prob, scale)
        chain.append(position)
    return jnp.stack(chain)
