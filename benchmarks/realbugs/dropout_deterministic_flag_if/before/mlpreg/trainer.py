import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self.train_step = jax.jit(self._train_step)
        self.predict = jax.jit(self.model.apply)

    def loss(self, params, x, y, key):
        pred = self.model.apply(params, x, key, False)
        return jnp.mean((pred[:, 0] - y) ** 2)

    def _train_step(self, params, x, y, key):
        loss, grads = jax.value_and_grad(self.loss)(params, x, y, key)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def evaluate(self, params, x, y):
        pred = self.predict(params, x, jax.random.PRNGKey(0), True)
        return float(jnp.mean((pred[:, 0] - y) ** 2))

    def fit(self, params, x, y, key, epochs):
        history = []
        for epoch_key in jax.random.split(key, epochs):
            params, _ = self.train_step(params, x, y, epoch_key)
            history.append(self.evaluate(params, x, y))
        return params, history
