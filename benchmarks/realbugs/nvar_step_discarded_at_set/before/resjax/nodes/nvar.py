"""Non-linear vector autoregression: delayed inputs and their quadratic monomials as features."""

import itertools

import jax
import jax.numpy as jnp
import numpy as np

from resjax.node import Node


class NVAR(Node):
    def __init__(self, delay: int, order: int = 2, input_dim: int = 3):
        self.delay = delay
        self.order = order
        self.input_dim = input_dim
        self.linear_dim = delay * input_dim
        combos = list(itertools.combinations_with_replacement(range(self.linear_dim), order))
        self._monomials = np.array(combos, dtype=np.int32)
        self.output_dim = self.linear_dim + len(combos)

    def initial_state(self) -> dict:
        return {"store": jnp.zeros((self.delay, self.input_dim)), "out": jnp.zeros(self.output_dim)}

    def _step(self, state: dict, x: jax.Array) -> tuple[dict, jax.Array]:
        store = jnp.roll(state["store"], 1, axis=0)
        store.at[0].set(x)  # expect: JXL302
        linear = store.reshape(-1)
        nonlinear = jnp.prod(linear[self._monomials], axis=1)
        out = jnp.zeros(self.output_dim)
        out.at[: self.linear_dim].set(linear)  # expect: JXL302
        out.at[self.linear_dim:].set(nonlinear)  # expect: JXL302
        return {"store": store, "out": out}, out
