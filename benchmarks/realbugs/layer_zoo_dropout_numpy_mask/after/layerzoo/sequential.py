import jax


class Sequential:
    def __init__(self, layers):
        self.layers = layers

    def init(self, key):
        keys = jax.random.split(key, len(self.layers))
        return [layer.init(k) for layer, k in zip(self.layers, keys)]

    def __call__(self, params, x, training=False, key=None):
        keys = jax.random.split(key, len(self.layers)) if key is not None else [None] * len(self.layers)
        for layer, layer_params, layer_key in zip(self.layers, params, keys):
            x = layer(layer_params, x, training=training, key=layer_key)
        return x
