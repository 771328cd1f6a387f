from typing import Any, NamedTuple

import jax.numpy as jnp


class PlateauState(NamedTuple):
    best: Any
    stale: Any
    scale: Any


class ReduceOnPlateau:
    """Multiplies the learning-rate scale by `factor` once the loss has not improved for `patience` steps."""

    def __init__(self, factor, patience):
        self.factor = factor
        self.patience = patience

    def init(self):
        return PlateauState(jnp.asarray(jnp.inf), jnp.asarray(0), jnp.asarray(1.0))

    def __call__(self, loss, state):
        improved = loss < state.best
        stale = jnp.where(improved, 0, state.stale + 1)
        scale = jnp.where(stale > self.patience, state.scale * self.factor, state.scale)
        return scale, PlateauState(jnp.minimum(state.best, loss), stale, scale)
