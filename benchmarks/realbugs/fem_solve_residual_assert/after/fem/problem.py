import jax.numpy as jnp


class ElasticBar:
    """A clamped 1D bar discretised with linear elements; the stiffness is applied matrix-free."""

    def __init__(self, n_elements, stiffness=1.0, length=1.0):
        self.n = n_elements
        self.k = stiffness * n_elements / length

    def apply(self, u):
        left = jnp.concatenate([jnp.zeros(1), u[:-1]])
        right = jnp.concatenate([u[1:], jnp.zeros(1)])
        diagonal = jnp.full(self.n, 2.0).at[-1].set(1.0)
        return self.k * (diagonal * u - left - right)

    def tip_load(self, magnitude):
        return jnp.zeros(self.n).at[-1].set(magnitude)
