import jax


class Trainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self.train_loss = jax.jit(self._train_loss)
        self.step = jax.jit(self._step)

    def _train_loss(self, params, counts, labels, key):
        return self.model.loss(params, counts, labels, train=True, key=key)

    def _step(self, params, counts, labels, key):
        loss, grads = jax.value_and_grad(self._train_loss)(params, counts, labels, key)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def fit(self, params, batches, key):
        losses = []
        for (counts, labels), step_key in zip(batches, jax.random.split(key, len(batches))):
            params, loss = self.step(params, counts, labels, step_key)
            losses.append(float(loss))
        return params, losses
