import jax
import jax.numpy as jnp


def ema_decay(step, max_decay=0.999):
    """TensorFlow-style warm-up of the decay: average fast at first, then slow down to `max_decay`."""
    return jnp.minimum(max_decay, (1.0 + step) / (10.0 + step))


class ParamEMA:
    def __init__(self, max_decay=0.999):
        self.max_decay = max_decay

    def init(self, params):
        return jax.tree_util.tree_map(lambda p: p, params)

    def update(self, ema_params, params, step):
        decay = ema_decay(step, self.max_decay)
        return jax.tree_util.tree_map(lambda e, p: decay * e + (1.0 - decay) * p, ema_params, params)
