import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp


class SIRState(NamedTuple):
    s: jax.Array
    i: jax.Array
    r: jax.Array


def _infect(beta, gamma, state, _):
    new_i = beta * state.s * state.i
    new_r = gamma * state.i
    state = SIRState(state.s - new_i, state.i + new_i - new_r, state.r + new_r)
    return state, state.i


@functools.partial(jax.jit, static_argnums=(3,))
def _scan(beta, gamma, state, n_days):
    return jax.lax.scan(functools.partial(_infect, beta, gamma), state, None, length=n_days)


class Simulator:
    def __init__(self, beta, gamma):
        self.beta = beta
        self.gamma = gamma

    def run(self, state, n_days):
        return _scan(self.beta, self.gamma, state, n_days)
