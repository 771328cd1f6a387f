import jax
import jax.numpy as jnp


class QuasisymmetryObjective:
    def __init__(self, surf_batch_size=1):
        self._constants = {"surf_batch_size": surf_batch_size, "weight": 1.0}
        self._compute_jit = jax.jit(self.compute)

    def compute(self, x, constants):
        if constants["surf_batch_size"] > 1:  # expect: JXL101
            x = x.reshape(constants["surf_batch_size"], -1)  # expect: JXL106
        return constants["weight"] * jnp.sum(x ** 2)

    def __call__(self, x):
        return self._compute_jit(x, self._constants)
