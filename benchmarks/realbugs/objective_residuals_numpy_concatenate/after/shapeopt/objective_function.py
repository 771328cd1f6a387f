"""A weighted least-squares combination of objectives, compiled once per instance."""

import jax
import jax.numpy as jnp


class ObjectiveFunction:
    def __init__(self, objectives):
        self.objectives = list(objectives)
        self._scalar = jax.jit(self.compute_scalar)
        self._grad = jax.jit(jax.grad(self.compute_scalar))

    def compute(self, x):
        return jnp.concatenate([jnp.atleast_1d(obj.compute(x)) for obj in self.objectives])

    def compute_scalar(self, x):
        residuals = self.compute(x)
        return 0.5 * jnp.sum(residuals**2)

    def value(self, x):
        return self._scalar(x)

    def grad(self, x):
        return self._grad(x)
