import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model, store, learning_rate=0.05):
        self.model = model
        self.store = store
        self.learning_rate = learning_rate
        self.train_step = jax.jit(self._train_step)
        self.predict = jax.jit(self._predict)

    def _train_step(self, params, stats, x, y):
        def loss_fn(p):
            pred, new_stats = self.model.apply(p, stats, x, train=True)
            return jnp.mean((pred - y) ** 2), new_stats

        (loss, new_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, new_stats, loss

    def _predict(self, params, stats, x):
        return self.model.apply(params, stats, x, train=False)[0]
