import jax

from .metrics import topk_accuracy


class Evaluator:
    def __init__(self, model, k_list=(1, 3, 5)):
        self.model = model
        self.k_list = k_list
        self._accuracy = jax.jit(self._batch_accuracy, static_argnames=("k",))

    def _batch_accuracy(self, params, x, labels, k):
        return topk_accuracy(self.model.apply(params, x), labels, k)

    def evaluate(self, params, x, labels):
        return {f"top{k}": float(self._accuracy(params, x, labels, k=k)) for k in self.k_list}
