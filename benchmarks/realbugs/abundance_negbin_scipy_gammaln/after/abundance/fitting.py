import jax
import jax.numpy as jnp


class GradientAscent:
    """Maximum likelihood by plain gradient ascent on a dict of parameters."""

    def __init__(self, log_likelihood, learning_rate=1e-3):
        self.log_likelihood = log_likelihood
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)

    def _step(self, params):
        value, grads = jax.value_and_grad(self.log_likelihood)(params)
        params = jax.tree_util.tree_map(lambda p, g: p + self.learning_rate * g, params, grads)
        return params, value

    def run(self, params, steps):
        trace = []
        for _ in range(steps):
            params, value = self.step(params)
            trace.append(float(value))
        return params, jnp.asarray(trace)
