import jax
import jax.numpy as jnp

from distributions import Normal


@jax.jit
def log_likelihood(params, data):
    return jnp.sum(Normal(params["loc"], jnp.exp(params["log_scale"])).log_prob(data))
