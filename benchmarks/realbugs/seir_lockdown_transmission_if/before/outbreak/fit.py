import jax
import jax.numpy as jnp


class Calibrator:
    """Least squares on log incidence, plain gradient descent."""

    def __init__(self, model, y0, days, observed, learning_rate=0.05):
        self.model = model
        self.y0 = y0
        self.days = days
        self.observed = observed
        self.learning_rate = learning_rate
        self._value_and_grad = jax.jit(jax.value_and_grad(self.loss))

    def loss(self, params):
        predicted = self.model.incidence(params, self.y0, self.days)
        return jnp.mean((jnp.log(predicted + 1e-6) - jnp.log(self.observed + 1e-6)) ** 2)

    def run(self, params, num_steps=30):
        history = []
        for _ in range(num_steps):
            value, grads = self._value_and_grad(params)
            params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
            history.append(float(value))
        return params, history
