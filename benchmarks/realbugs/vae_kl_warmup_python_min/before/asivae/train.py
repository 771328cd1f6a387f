from typing import Any, NamedTuple

import jax
import jax.numpy as jnp

from asivae.objective import elbo_grad


class TrainState(NamedTuple):
    params: Any
    step: jnp.ndarray


class Trainer:
    def __init__(self, vae, annealer, learning_rate=1e-3):
        self.vae = vae
        self.annealer = annealer
        self.learning_rate = learning_rate
        self.update = jax.jit(self._update)

    def init(self, key):
        return TrainState(self.vae.init(key), jnp.asarray(0))

    def _update(self, state, batch, key):
        (loss, metrics), grads = elbo_grad(state.params, batch, key, state.step, self.vae, self.annealer)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, state.params, grads)
        return TrainState(params, state.step + 1), loss, metrics
