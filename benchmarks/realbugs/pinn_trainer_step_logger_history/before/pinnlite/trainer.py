"""Training loop for the physics-informed problems, one compiled step per batch of collocation points."""

import logging

import jax

logger = logging.getLogger(__name__)


class PINNTrainer:
    def __init__(self, problem, learning_rate):
        self.problem = problem
        self.learning_rate = learning_rate
        self.loss_history = []
        self._training_step = jax.jit(self.training_step)

    def training_step(self, params, collocation_times):
        loss, grads = jax.value_and_grad(self.problem.loss)(params, collocation_times)
        params = jax.tree.map(lambda p, g: p - self.learning_rate * g, params, grads)
        logger.info("training loss %s", loss)  # expect: JXL203
        self.loss_history.append(loss)  # expect: JXL202
        return params

    def train_run(self, params, batches):
        for collocation_times in batches:
            params = self._training_step(params, collocation_times)
        return params
