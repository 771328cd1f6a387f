import jax
import jax.numpy as jnp

from distributions import Normal


@jax.jit
def log_likelihood(params, data):
    dist = Normal(params["loc"], jnp.exp(params["log_scale"]), validate_args=False)
    return jnp.sum(dist.log_prob(data))
