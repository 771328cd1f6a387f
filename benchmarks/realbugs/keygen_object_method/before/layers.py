import jax
import jax.numpy as jnp

from keys import keygen


@jax.jit
def dropout(x, rate):
    keep = jax.random.bernoulli(keygen.next(), 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0)
