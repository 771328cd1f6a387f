import jax
import jax.numpy as jnp

from diffode.integrators import solve


class ParameterFit:
    """Gradient descent on the ODE parameters through the solver."""

    def __init__(self, system, dt=0.05, learning_rate=0.05):
        self.system = system
        self.dt = dt
        self.learning_rate = learning_rate
        self._value_and_grad = jax.jit(jax.value_and_grad(self.loss))

    def loss(self, params, y0, t_span, y_end):
        return jnp.sum((solve(self.system, y0, t_span, self.dt, params) - y_end) ** 2)

    def run(self, params, y0, t_span, y_end, steps=100):
        history = []
        for _ in range(steps):
            value, grads = self._value_and_grad(params, y0, t_span, y_end)
            params = params - self.learning_rate * grads
            history.append(float(value))
        return params, history
