"""Hamiltonian Monte Carlo as an (init, step) pair, in the style of a sampling library's user API."""

from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class HMCState(NamedTuple):
    position: jax.Array
    logdensity: jax.Array
    logdensity_grad: jax.Array


class HMCInfo(NamedTuple):
    acceptance_rate: jax.Array
    is_accepted: jax.Array


class SamplingAlgorithm(NamedTuple):
    init: Callable
    step: Callable


def hmc(logdensity_fn, step_size, num_integration_steps):
    value_and_grad = jax.value_and_grad(logdensity_fn)

    def init(position):
        logdensity, grad = value_and_grad(position)
        return HMCState(position, logdensity, grad)

    def step(rng_key, state):
        momentum = jax.random.normal(rng_key, state.position.shape)

        def leapfrog(_, carry):
            position, momentum, grad = carry
            momentum = momentum + 0.5 * step_size * grad
            position = position + step_size * momentum
            _, grad = value_and_grad(position)
            momentum = momentum + 0.5 * step_size * grad
            return position, momentum, grad

        position, new_momentum, _ = jax.lax.fori_loop(  # expect: JXL504
            0, num_integration_steps, leapfrog, (state.position, momentum, state.logdensity_grad))
        proposal = init(position)
        log_ratio = (proposal.logdensity - 0.5 * jnp.sum(new_momentum ** 2)
                     - state.logdensity + 0.5 * jnp.sum(momentum ** 2))
        accept_prob = jnp.minimum(1.0, jnp.exp(log_ratio))
        accepted = jax.random.uniform(jax.random.fold_in(rng_key, 1)) < accept_prob
        new_state = jax.tree_util.tree_map(lambda new, old: jnp.where(accepted, new, old), proposal, state)
        return new_state, HMCInfo(accept_prob, accepted)

    return SamplingAlgorithm(init, step)
