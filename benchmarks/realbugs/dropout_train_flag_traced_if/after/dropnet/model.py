import jax

from .layers import Dense, Dropout


class TrainEvalModel:
    def __init__(self, in_features, hidden, num_classes, rate=0.5):
        self.hidden = Dense(in_features, hidden)
        self.dropout = Dropout(rate)
        self.out = Dense(hidden, num_classes)

    def init(self, key):
        k_hidden, k_out = jax.random.split(key)
        return {"hidden": self.hidden.init(k_hidden), "out": self.out.init(k_out)}

    def apply(self, params, x, key, train):
        h = jax.nn.relu(self.hidden(params["hidden"], x))
        h = self.dropout(h, key, train)
        return self.out(params["out"], h)
