import jax
import jax.numpy as jnp


class ScaledGradientDescent:
    """Gradient descent with a per-parameter scale, jitted once per objective."""

    def __init__(self, fun, scale, learning_rate=1e-2, maxiter=100):
        self.fun = fun
        self.scale = jnp.asarray(scale)
        self.learning_rate = learning_rate
        self.maxiter = maxiter
        self._value_and_grad = jax.jit(jax.value_and_grad(fun))

    def run(self, init_params):
        params = jnp.asarray(init_params)
        history = []
        for _ in range(self.maxiter):
            value, grad = self._value_and_grad(params)
            history.append(value)
            params = params - self.learning_rate * self.scale**2 * grad
        return params, history
