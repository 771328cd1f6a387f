import jax
import jax.numpy as jnp

from config import AdstockConfig
from transforms import carryover


@jax.jit
def predict(params, media, config=AdstockConfig()):
    transformed = carryover(media, params["retention"], params["delay"], config)
    return params["intercept"] + transformed @ params["coef"]


def response_curve(params, media, multipliers, config):
    return jnp.stack([predict(params, media * m, config=config).sum() for m in multipliers])
