import jax
import jax.numpy as jnp


class ObjectiveFunction:
    def __init__(self, objective):
        self.objective = objective
        self._compiled = None

    def build(self):
        self.objective.build()
        self.constants = self.objective._constants
        self._compiled = jax.jit(self._compute_scaled_error)

    def _compute_scaled_error(self, x, constants):
        return self.objective.compute(x, constants)

    def compute_scaled_error(self, x):
        return self._compiled(x, self.constants)

    def compute_scalar(self, x):
        return 0.5 * jnp.sum(self.compute_scaled_error(x) ** 2)
