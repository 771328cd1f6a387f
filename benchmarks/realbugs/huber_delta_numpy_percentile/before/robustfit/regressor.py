import jax
import jax.numpy as jnp


class LinearRegressor:
    def __init__(self, loss, learning_rate=0.1):
        self.loss = loss
        self.learning_rate = learning_rate
        self._step = jax.jit(jax.value_and_grad(self.objective))

    def objective(self, params, x, y):
        return self.loss(x @ params["w"] + params["b"] - y)

    def fit(self, x, y, steps):
        params = {"w": jnp.zeros(x.shape[1]), "b": jnp.float32(0.0)}
        history = []
        for _ in range(steps):
            loss, grads = self._step(params, x, y)
            params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
            history.append(float(loss))
        return params, history
