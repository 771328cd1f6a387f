import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp


class SIRState(NamedTuple):
    s: jax.Array
    i: jax.Array
    r: jax.Array


class Simulator:
    def __init__(self, beta, gamma):
        self.beta = beta
        self.gamma = gamma

    def infect(self, state, _):
        new_i = self.beta * state.s * state.i
        new_r = self.gamma * state.i
        state = SIRState(state.s - new_i, state.i + new_i - new_r, state.r + new_r)
        return state, state.i

    def run(self, state, n_days):
        @functools.partial(jax.jit, static_argnums=(1,))  # expect: JXL502
        def _scan(state, n_days):
            return jax.lax.scan(self.infect, state, None, length=n_days)

        return _scan(state, n_days)
