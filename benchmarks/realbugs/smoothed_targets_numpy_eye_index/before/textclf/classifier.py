import jax


class Classifier:
    def __init__(self, model, loss_fn, learning_rate=0.5):
        self.model = model
        self.loss_fn = loss_fn
        self.learning_rate = learning_rate
        self._update = jax.jit(self._sgd_step)

    def loss(self, params, tokens, labels):
        return self.loss_fn(self.model(params, tokens), labels)

    def _sgd_step(self, params, tokens, labels):
        loss, grads = jax.value_and_grad(self.loss)(params, tokens, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def update(self, params, tokens, labels):
        return self._update(params, tokens, labels)
