import jax

from mlpkit.layers import Dropout, Linear


class MLP:
    def __init__(self, key, sizes=(8, 32, 1), rate=0.5):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [Linear(k, a, b) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]
        self.dropout = Dropout(rate)
        self.train_forward = jax.jit(self._train_forward)

    def init(self):
        return [layer.init() for layer in self.layers]

    def _train_forward(self, params, key, x):
        keys = jax.random.split(key, len(self.layers) - 1)
        for layer, layer_params, layer_key in zip(self.layers[:-1], params[:-1], keys):
            x = self.dropout(layer_key, jax.nn.relu(layer(layer_params, x)))
        return self.layers[-1](params[-1], x)
