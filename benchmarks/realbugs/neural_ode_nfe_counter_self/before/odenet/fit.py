import jax


class Trainer:
    def __init__(self, model, learning_rate=0.05):
        self.model = model
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)

    def _step(self, params, x, y):
        loss, grads = jax.value_and_grad(self.model.loss)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def fit(self, params, x, y, steps):
        losses = []
        for _ in range(steps):
            params, loss = self.step(params, x, y)
            losses.append(float(loss))
        return params, losses

    def function_evaluations(self):
        return self.model.dynamics.nfe
