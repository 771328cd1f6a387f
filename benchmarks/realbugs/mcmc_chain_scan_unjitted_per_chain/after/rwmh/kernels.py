from typing import NamedTuple

import jax
import jax.numpy as jnp


class RWState(NamedTuple):
    position: jnp.ndarray
    logdensity: jnp.ndarray


class RWInfo(NamedTuple):
    is_accepted: jnp.ndarray
    acceptance_rate: jnp.ndarray


def init(position, logdensity_fn):
    return RWState(position, logdensity_fn(position))


def build_kernel(logdensity_fn, step_size):
    """A Gaussian random-walk Metropolis kernel, `kernel(rng_key, state) -> (state, info)` in the BlackJAX style."""
    def kernel(rng_key, state):
        move_key, accept_key = jax.random.split(rng_key)
        proposal = state.position + step_size * jax.random.normal(move_key, state.position.shape)
        proposal_logdensity = logdensity_fn(proposal)
        log_ratio = proposal_logdensity - state.logdensity
        accept = jnp.log(jax.random.uniform(accept_key)) < log_ratio
        new_state = RWState(jnp.where(accept, proposal, state.position),
                            jnp.where(accept, proposal_logdensity, state.logdensity))
        return new_state, RWInfo(accept, jnp.minimum(1.0, jnp.exp(log_ratio)))
    return kernel
