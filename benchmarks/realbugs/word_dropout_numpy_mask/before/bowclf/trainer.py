import jax


class Trainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self.train_loss = jax.jit(self._train_loss)
        self.step = jax.jit(self._step)

    def _train_loss(self, params, counts, labels):
        return self.model.loss(params, counts, labels, train=True)

    def _step(self, params, counts, labels):
        loss, grads = jax.value_and_grad(self._train_loss)(params, counts, labels)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def fit(self, params, batches):
        losses = []
        for counts, labels in batches:
            params, loss = self.step(params, counts, labels)
            losses.append(float(loss))
        return params, losses
