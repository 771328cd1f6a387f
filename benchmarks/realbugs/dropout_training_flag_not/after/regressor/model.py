import jax

from tinyflax import Dense, Dropout


class DNN:
    def __init__(self, hidden1: int, hidden2: int, outputs: int, dropout_rate: float):
        self.dense1 = Dense(hidden1)
        self.dense2 = Dense(hidden2)
        self.head = Dense(outputs)
        self.dropout_rate = dropout_rate

    def init(self, key, in_features: int) -> dict:
        k1, k2, k3 = jax.random.split(key, 3)
        return {"dense1": self.dense1.init(k1, in_features),
                "dense2": self.dense2.init(k2, self.dense1.features),
                "head": self.head.init(k3, self.dense2.features)}

    def apply(self, params: dict, x, training, rng):
        x = jax.nn.relu(self.dense1(params["dense1"], x))
        x = Dropout(rate=self.dropout_rate, deterministic=not training)(x, rng)
        x = jax.nn.relu(self.dense2(params["dense2"], x))
        return self.head(params["head"], x)
