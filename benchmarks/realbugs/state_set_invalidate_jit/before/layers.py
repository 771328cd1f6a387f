"""A running-mean normaliser whose statistics live in an explicit State."""

import jax
import jax.numpy as jnp

from statekit import State


class RunningNorm:
    def __init__(self, momentum=0.9):
        self.momentum = momentum

    def init_state(self, size):
        return State({"mean": jnp.zeros(size), "count": jnp.zeros((), jnp.int32)})

    def apply(self, x, state):
        mean = self.momentum * state.get("mean") + (1 - self.momentum) * x
        state = state.set("mean", mean)
        state = state.set("count", state.get("count") + 1)
        return x - mean, state


NORM = RunningNorm()
norm_step = jax.jit(NORM.apply)
