import jax

from scratchnet.layers import Dense, Dropout, ReLU


class MLP:
    def __init__(self, sizes, dropout):
        self.layers = []
        for n_in, n_out in zip(sizes[:-2], sizes[1:-1]):
            self.layers += [Dense(n_in, n_out), ReLU(), Dropout(dropout)]
        self.layers.append(Dense(sizes[-2], sizes[-1]))

    def init(self, key):
        keys = jax.random.split(key, len(self.layers))
        return [layer.init(k) for layer, k in zip(self.layers, keys)]

    def forward(self, params, x, training):
        for layer, layer_params in zip(self.layers, params):
            x = layer(layer_params, x, training)
        return x
