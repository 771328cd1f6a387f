import jax

from mlpreg.layers import Dense, Dropout


class MLP:
    def __init__(self, sizes, dropout_rate):
        self.layers = [Dense(m, n) for m, n in zip(sizes[:-1], sizes[1:])]
        self.dropout = Dropout(dropout_rate)

    def init(self, key):
        keys = jax.random.split(key, len(self.layers))
        return [layer.init(k) for layer, k in zip(self.layers, keys)]

    def apply(self, params, x, key, deterministic):
        keys = jax.random.split(key, len(self.layers))
        for layer, layer_params, layer_key in zip(self.layers[:-1], params[:-1], keys):
            x = jax.nn.relu(layer(layer_params, x))
            x = self.dropout(x, layer_key, deterministic)
        return self.layers[-1](params[-1], x)
