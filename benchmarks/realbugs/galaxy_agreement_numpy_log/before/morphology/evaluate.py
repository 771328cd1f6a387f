import jax
import jax.numpy as jnp

from .metrics import agreement, top1_accuracy, top2_accuracy


class Evaluator:
    def __init__(self, model):
        self.model = model
        self.evaluate = jax.jit(self._evaluate)

    def _evaluate(self, params, x, labels):
        predictions = self.model.predict(params, x)
        return {
            "top1": top1_accuracy(predictions, labels),
            "top2": top2_accuracy(predictions, labels),
            "label_agreement": jnp.mean(agreement(labels)),
        }
