import jax

from .model import cross_entropy


class Trainer:
    def __init__(self, metrics, learning_rate=0.1):
        self.metrics = metrics
        self.learning_rate = learning_rate
        self.epoch = 0
        self._step = jax.jit(self.train_step)

    def train_step(self, params, x, y):
        (loss, accuracy), grads = jax.value_and_grad(cross_entropy, has_aux=True)(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, {"loss": loss, "accuracy": accuracy}

    def validate(self, params, x, y):
        loss, accuracy = cross_entropy(params, x, y)
        self.metrics.add_metric(self.epoch, "validation", {"loss": float(loss), "accuracy": float(accuracy)})

    def fit(self, params, train_batches, validation, num_epochs):
        for epoch in range(num_epochs):
            self.epoch = epoch
            totals = {"loss": 0.0, "accuracy": 0.0}
            for x, y in train_batches:
                params, step_metrics = self._step(params, x, y)
                for name, value in step_metrics.items():
                    totals[name] += float(value) / len(train_batches)
            self.metrics.add_metric(epoch, "training", totals)
            self.validate(params, *validation)
        return params
