import jax


class Trainer:
    def __init__(self, model, learning_rate=0.05):
        self.model = model
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)
        self.features = jax.jit(model.numeric_features)

    def _step(self, params, x, y):
        loss, grads = jax.value_and_grad(self.model.loss)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
