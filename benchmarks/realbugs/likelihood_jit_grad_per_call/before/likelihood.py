import jax
import jax.numpy as jnp


def neg_log_likelihood(sigma, mu, x):
    return jnp.sum(jnp.log(sigma * jnp.sqrt(2.0 * jnp.pi)) + ((x - mu) / sigma) ** 2 / 2.0)


class GaussianFit:
    """Cost function and gradient handed to an external minimizer, which calls them many times."""

    def __init__(self, x):
        self.x = x

    def cost(self, pars):
        return jax.jit(neg_log_likelihood)(pars[0], pars[1], self.x)

    def gradient(self, pars):
        return jax.jit(jax.grad(neg_log_likelihood, argnums=(0, 1)))(pars[0], pars[1], self.x)  # expect: JXL502
