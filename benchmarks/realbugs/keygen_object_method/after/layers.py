import jax
import jax.numpy as jnp

from keys import keygen


@jax.jit
def _dropout(x, rate, key):
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0)


def dropout(x, rate):
    return _dropout(x, rate, keygen.next())
