import jax.numpy as jnp


class Polynomial:
    def __init__(self, degree):
        self.degree = degree

    def init(self):
        return {"coef": jnp.zeros(self.degree + 1)}

    def __call__(self, params, x):
        powers = x[:, None] ** jnp.arange(self.degree + 1)
        return powers @ params["coef"]
