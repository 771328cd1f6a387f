from typing import Any, NamedTuple

import jax


class Batch(NamedTuple):
    observations: Any
    actions: Any
    old_log_probs: Any
    advantages: Any


class PPOLearner:
    def __init__(self, policy, objective, learning_rate, num_epochs):
        self.policy = policy
        self.objective = objective
        self.learning_rate = learning_rate
        self.num_epochs = num_epochs
        self.update = jax.jit(self._update)

    def loss(self, params, batch):
        logits = self.policy(params, batch.observations)
        return self.objective(logits, batch.old_log_probs, batch.actions, batch.advantages)

    def _update(self, params, batch):
        def epoch(params, _):
            loss, grads = jax.value_and_grad(self.loss)(params, batch)
            return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

        return jax.lax.scan(epoch, params, None, length=self.num_epochs)
