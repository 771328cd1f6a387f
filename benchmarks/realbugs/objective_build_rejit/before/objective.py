import jax
import jax.numpy as jnp


class Objective:
    def __init__(self, target, weight=1.0):
        self.target = target
        self.weight = weight
        self._compute = None
        self._jac = None

    def compute(self, x):
        return self.weight * (jnp.tanh(x) - self.target)

    def build(self):
        self._compute = jax.jit(self.compute)  # expect: JXL502
        self._jac = jax.jit(jax.jacfwd(self.compute))  # expect: JXL502
