import jax
import jax.numpy as jnp


def neg_log_likelihood(sigma, mu, x):
    return jnp.sum(jnp.log(sigma * jnp.sqrt(2.0 * jnp.pi)) + ((x - mu) / sigma) ** 2 / 2.0)


class GaussianFit:
    """Cost function and gradient handed to an external minimizer, which calls them many times."""

    def __init__(self, x):
        self.x = x
        # jax.grad returns a new function on every call, and jit caches by function: build both once.
        self._cost = jax.jit(neg_log_likelihood)
        self._gradient = jax.jit(jax.grad(neg_log_likelihood, argnums=(0, 1)))

    def cost(self, pars):
        return self._cost(pars[0], pars[1], self.x)

    def gradient(self, pars):
        return self._gradient(pars[0], pars[1], self.x)
