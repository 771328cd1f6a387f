import jax
from jax import lax

from .checks import check_numerics


class Repeat:
    """Apply the same layer `num_layers` times with stacked parameters, scanning over the stack."""

    def __init__(self, layer, num_layers):
        self.layer = layer
        self.num_layers = num_layers

    def init(self, key):
        keys = jax.random.split(key, self.num_layers)
        return jax.vmap(self.layer.init)(keys)

    def __call__(self, stacked_params, x):
        def body(h, params):
            h = self.layer(params, h)
            return check_numerics(h, "repeat layer output"), None

        h, _ = lax.scan(body, x, stacked_params)
        return h
