import jax


class Trainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self._step = jax.jit(self.step)

    def step(self, params, x, y):
        loss, grads = jax.value_and_grad(self.model.loss)(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def fit(self, params, batches, epochs):
        history = []
        for _ in range(epochs):
            for x, y in batches:
                params, loss = self._step(params, x, y)
                history.append(float(loss))
        return params, history
