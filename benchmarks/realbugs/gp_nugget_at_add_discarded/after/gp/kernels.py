import jax.numpy as jnp


class SquaredExponential:
    def __init__(self, lengthscale=1.0, variance=1.0):
        self.lengthscale = lengthscale
        self.variance = variance

    def __call__(self, x1, x2):
        sqdist = (x1[:, None] - x2[None, :]) ** 2
        return self.variance * jnp.exp(-0.5 * sqdist / self.lengthscale**2)
