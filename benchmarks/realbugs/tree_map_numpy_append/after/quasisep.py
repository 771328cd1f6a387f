import jax
import jax.numpy as jnp


class Matern32:
    def __init__(self, scale):
        self.scale = scale

    def shifted_inputs(self, X):
        return jax.tree_util.tree_map(lambda x: jnp.append(x[0], x[:-1]), X)

    def matmul(self, X, y):
        prev = self.shifted_inputs(X)
        dt = jnp.abs(X - prev) / self.scale
        return (1 + jnp.sqrt(3.0) * dt) * jnp.exp(-jnp.sqrt(3.0) * dt) * y
