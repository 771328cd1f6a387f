"""Log density of a normal model compiled from its graph to JAX."""
import jax
import jax.numpy as jnp

from graphjax import CheckAndRaise, funcify

check_sigma = funcify(CheckAndRaise("sigma must be positive"))


@jax.jit
def logp(mu, sigma, data):
    sigma = check_sigma(sigma, sigma > 0)
    return jnp.sum(-0.5 * ((data - mu) / sigma) ** 2 - jnp.log(sigma))
