from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from .adapt import mwg_adapt


class MWGState(NamedTuple):
    params: jax.Array
    rw_sd: jax.Array
    n_accept: jax.Array
    n_iter: jax.Array


class AdaptiveMWG:
    """Adaptive Metropolis-within-Gibbs: one random-walk update per component, then adapt the jump sizes."""

    def __init__(self, logpost, n_params):
        self.logpost = logpost
        self.n_params = n_params

    def init(self, params):
        return MWGState(params, jnp.ones(self.n_params), jnp.zeros(self.n_params), jnp.array(0))

    def step(self, key, state):
        def update_component(carry, k):
            params, key = carry
            key, jump_key, accept_key = jax.random.split(key, 3)
            proposal = params.at[k].add(state.rw_sd[k] * jax.random.normal(jump_key))
            log_ratio = self.logpost(proposal) - self.logpost(params)
            accepted = jax.random.bernoulli(accept_key, jnp.minimum(1.0, jnp.exp(log_ratio)))
            return (jnp.where(accepted, proposal, params), key), accepted

        (params, _), accepted = lax.scan(update_component, (state.params, key), jnp.arange(self.n_params))
        n_iter = state.n_iter + 1
        n_accept = state.n_accept + accepted
        rw_sd = mwg_adapt(state.rw_sd, n_accept / n_iter, n_iter)
        return MWGState(params, rw_sd, n_accept, n_iter)
