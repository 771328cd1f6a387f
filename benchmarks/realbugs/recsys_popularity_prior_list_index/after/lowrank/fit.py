import jax
import jax.numpy as jnp


class MFTrainer:
    def __init__(self, model, learning_rate=0.05, l2=1e-3):
        self.model = model
        self.learning_rate = learning_rate
        self.l2 = l2
        self.step = jax.jit(self._step)

    def loss(self, params, users, items, ratings):
        error = self.model.predict(params, users, items) - ratings
        penalty = self.l2 * (jnp.sum(params["user"] ** 2) + jnp.sum(params["item"] ** 2))
        return jnp.mean(error ** 2) + penalty

    def _step(self, params, users, items, ratings):
        loss, grads = jax.value_and_grad(self.loss)(params, users, items, ratings)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
