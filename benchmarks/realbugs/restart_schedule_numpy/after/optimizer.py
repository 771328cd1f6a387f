from typing import NamedTuple

import jax
import jax.numpy as jnp


class SgdState(NamedTuple):
    step: jax.Array


class Sgd:
    def __init__(self, learning_rate):
        self.learning_rate = learning_rate

    def init(self, params):
        return SgdState(step=jnp.zeros((), jnp.int32))

    def update(self, grads, state):
        lr = self.learning_rate(state.step) if callable(self.learning_rate) else self.learning_rate
        updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
        return updates, SgdState(step=state.step + 1)
