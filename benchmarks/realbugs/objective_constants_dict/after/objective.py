import jax
import jax.numpy as jnp


class QuasisymmetryObjective:
    def __init__(self, surf_batch_size=1):
        self.surf_batch_size = surf_batch_size
        self.weight = 1.0
        self._compute_jit = jax.jit(self.compute)

    def compute(self, x):
        if self.surf_batch_size > 1:
            x = x.reshape(self.surf_batch_size, -1)
        return self.weight * jnp.sum(x ** 2)

    def __call__(self, x):
        return self._compute_jit(x)
