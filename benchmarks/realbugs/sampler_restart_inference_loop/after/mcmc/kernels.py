from typing import NamedTuple

import jax
import jax.numpy as jnp


class RWState(NamedTuple):
    position: jax.Array
    logdensity: jax.Array


def build_random_walk(logdensity_fn, step_size):
    """A Gaussian random-walk Metropolis kernel: step(key, state) -> state."""

    def step(rng_key, state):
        move_key, accept_key = jax.random.split(rng_key)
        proposal = state.position + step_size * jax.random.normal(move_key, state.position.shape)
        proposal_logdensity = logdensity_fn(proposal)
        log_ratio = proposal_logdensity - state.logdensity
        accept = jnp.log(jax.random.uniform(accept_key)) < log_ratio
        position = jnp.where(accept, proposal, state.position)
        logdensity = jnp.where(accept, proposal_logdensity, state.logdensity)
        return RWState(position, logdensity)

    return step
