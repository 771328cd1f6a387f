import jax

from .metrics import cross_entropy, top_k_accuracy


class Evaluator:
    """Loss and top-k accuracies of a classifier on a held-out set, computed batch by batch."""

    def __init__(self, model, ks=(1, 5)):
        self.model = model
        self.ks = ks
        self._batch_metrics = jax.jit(self.batch_metrics)

    def batch_metrics(self, params, images, labels):
        logits = self.model.apply(params, images)
        metrics = {"loss": cross_entropy(logits, labels)}
        for k in self.ks:
            metrics[f"top{k}"] = top_k_accuracy(logits, labels, k)
        return metrics

    def evaluate(self, params, batches):
        totals, count = {}, 0
        for images, labels in batches:
            metrics = self._batch_metrics(params, images, labels)
            for name, value in metrics.items():
                totals[name] = totals.get(name, 0.0) + float(value) * labels.shape[0]
            count += labels.shape[0]
        return {name: total / count for name, total in totals.items()}
