from typing import NamedTuple

import jax.numpy as jnp


class StopperState(NamedTuple):
    best: jnp.ndarray
    counter: jnp.ndarray
    should_stop: jnp.ndarray


class EarlyStopping:
    """Stop when the validation loss has not improved by `min_delta` for `patience` epochs."""

    def __init__(self, patience=5, min_delta=1e-3):
        self.patience = patience
        self.min_delta = min_delta

    def init(self):
        return StopperState(jnp.array(jnp.inf), jnp.array(0), jnp.array(False))

    def update(self, state, val_loss):
        if val_loss < state.best - self.min_delta:  # expect: JXL101
            return StopperState(val_loss, jnp.array(0), jnp.array(False))
        counter = state.counter + 1
        return StopperState(state.best, counter, counter >= self.patience)
