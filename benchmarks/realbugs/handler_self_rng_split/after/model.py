import jax
import jax.numpy as jnp

from handlers import seed


def model(handler, x):
    w = handler.sample((x.shape[-1],))
    return jnp.tanh(x @ w)


@jax.jit
def predict(x, key):
    return seed(model, key)(x)
