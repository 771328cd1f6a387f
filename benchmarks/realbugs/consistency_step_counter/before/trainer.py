import jax

from consistency import ConsistencyModel


class Trainer:
    def __init__(self, model=None):
        self.model = model or ConsistencyModel()
        self._step = jax.jit(self.model.train_step)

    def fit(self, params, x, key, epochs=3):
        for _ in range(epochs):
            key, subkey = jax.random.split(key)
            params, _ = self._step(params, x, subkey)
        return params
