import jax

from imgeval.metrics import top_k_accuracy


class Evaluator:
    def __init__(self, model, ks=(1, 5)):
        self.model = model
        self.ks = tuple(ks)
        self.batch_accuracy = jax.jit(self._batch_accuracy, static_argnames=("k",))

    def _batch_accuracy(self, params, images, labels, k):
        return top_k_accuracy(self.model(params, images), labels, k)

    def evaluate(self, params, batches):
        totals = {k: 0.0 for k in self.ks}
        for images, labels in batches:
            for k in self.ks:
                totals[k] += float(self.batch_accuracy(params, images, labels, k=k))
        return {f"top{k}": total / len(batches) for k, total in totals.items()}
