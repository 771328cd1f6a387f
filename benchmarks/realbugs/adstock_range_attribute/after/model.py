import functools

import jax
import jax.numpy as jnp

from transforms import Adstock


@functools.partial(jax.jit, static_argnames=("lags",))
def media_response(media, decay, lags=4):
    adstock = Adstock(lags, decay)
    return jnp.tanh(adstock(media))
