import jax
import jax.numpy as jnp

from consistency import ConsistencyModel


class Trainer:
    def __init__(self, model=None):
        self.model = model or ConsistencyModel()
        self._step = jax.jit(self.model.train_step)

    def fit(self, params, x, key, epochs=3):
        step = jnp.asarray(self.model.current_step)
        for _ in range(epochs):
            key, subkey = jax.random.split(key)
            params, step, _ = self._step(params, step, x, subkey)
        self.model.current_step = int(step)
        return params
