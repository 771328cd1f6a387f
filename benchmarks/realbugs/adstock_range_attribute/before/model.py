import jax
import jax.numpy as jnp

from transforms import Adstock


@jax.jit
def media_response(media, settings):
    adstock = Adstock(settings["lags"], settings["decay"])
    return jnp.tanh(adstock(media))
