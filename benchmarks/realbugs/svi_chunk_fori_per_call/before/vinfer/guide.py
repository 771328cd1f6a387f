"""A mean-field normal guide over an unconstrained parameter vector."""
import jax
import jax.numpy as jnp


class DiagonalNormalGuide:
    def __init__(self, dim):
        self.dim = dim

    def init_params(self):
        return {"loc": jnp.zeros(self.dim), "log_scale": jnp.full(self.dim, -1.0)}

    def sample(self, key, params):
        eps = jax.random.normal(key, (self.dim,))
        return params["loc"] + jnp.exp(params["log_scale"]) * eps

    def entropy(self, params):
        return jnp.sum(params["log_scale"])
