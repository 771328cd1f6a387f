import jax
import jax.numpy as jnp


@jax.jit
def residual_norm(params, t, y):
    amplitude, rate = params[0], params[1]
    return jnp.mean((amplitude * jnp.exp(-rate * t) - y) ** 2)


class ExponentialDecay:
    def __init__(self, t, y):
        self.t = t
        self.y = y

    def value(self, params):
        # One jitted function for every call; the data are arguments, not closed over by a new lambda.
        return residual_norm(params, self.t, self.y)

    def gradient(self, params):
        return jax.grad(residual_norm)(params, self.t, self.y)
