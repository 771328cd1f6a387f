import jax.numpy as jnp


class LightSource:
    """Insects are drawn toward a lamp: a quadratic potential centred on it."""

    def __init__(self, position, strength):
        self.position = jnp.asarray(position)
        self.strength = strength

    def grad(self, positions):
        return self.strength * (positions - self.position)
