from typing import Any, NamedTuple

import jax


class TrainState(NamedTuple):
    step: Any
    params: Any


class VAETrainer:
    """Trains with the KL weight (beta) annealed by a schedule of the optimiser step."""

    def __init__(self, model, beta_schedule, learning_rate):
        self.model = model
        self.beta_schedule = beta_schedule
        self.learning_rate = learning_rate
        self.train_step = jax.jit(self._train_step)

    def loss(self, params, x, key, beta):
        reconstruction, kl = self.model.terms(params, x, key)
        return reconstruction + beta * kl

    def _train_step(self, state, x, key):
        beta = self.beta_schedule(state.step)
        loss, grads = jax.value_and_grad(self.loss)(state.params, x, key, beta)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, state.params, grads)
        return TrainState(state.step + 1, params), (loss, beta)
