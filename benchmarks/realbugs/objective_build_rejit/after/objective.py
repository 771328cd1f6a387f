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
        # Jit once: a new jax.jit of a bound method on every build compiles again.
        if self._compute is None:
            self._compute = jax.jit(self.compute)
            self._jac = jax.jit(jax.jacfwd(self.compute))
