import jax

from imbalance.losses import weighted_cross_entropy


class Trainer:
    def __init__(self, config):
        self.config = config
        self._loss_and_grad = jax.jit(jax.value_and_grad(weighted_cross_entropy))

    def fit(self, params, batches):
        losses = []
        for x, labels in batches:
            loss, grads = self._loss_and_grad(params, x, labels)
            params = jax.tree_util.tree_map(lambda p, g: p - self.config.learning_rate * g, params, grads)
            losses.append(float(loss))
        return params, losses
