import jax

from imgclf.model import loss_fn, predict_proba


class Trainer:
    def __init__(self, metrics, learning_rate):
        self.metrics = metrics
        self.learning_rate = learning_rate
        self._train_step = jax.jit(self.train_step)

    def train_step(self, params, metric_states, images, labels):
        loss, grads = jax.value_and_grad(loss_fn)(params, images, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        probs = predict_proba(params, images)
        metric_states = [
            metric.stateless_update(state, labels, probs) for metric, state in zip(self.metrics, metric_states)
        ]
        return params, metric_states, loss

    def fit(self, params, batches):
        states = [metric.initial_state() for metric in self.metrics]
        for images, labels in batches:
            params, states, _ = self._train_step(params, states, images, labels)
        return params, {type(m).__name__: m.result(s) for m, s in zip(self.metrics, states)}
