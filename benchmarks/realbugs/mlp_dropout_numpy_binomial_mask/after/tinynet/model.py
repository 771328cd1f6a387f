import jax

from tinynet.layers import Dense, Dropout


class MLP:
    def __init__(self, in_dim, hidden, out_dim, rate):
        self.hidden_layer = Dense(in_dim, hidden)
        self.dropout = Dropout(rate)
        self.output_layer = Dense(hidden, out_dim)

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"hidden": self.hidden_layer.init(k1), "output": self.output_layer.init(k2)}

    def __call__(self, params, x, train, key):
        h = jax.nn.relu(self.hidden_layer(params["hidden"], x))
        h = self.dropout(h, train, key)
        return self.output_layer(params["output"], h)
