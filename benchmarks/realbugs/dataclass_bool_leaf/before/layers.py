import jax
import jax.numpy as jnp

from config import LayerConfig


@jax.jit
def dense(config: LayerConfig, w, b, x):
    y = config.scale * (x @ w)
    if config.use_bias:  # expect: JXL101
        y = y + b
    return jnp.tanh(y)
