import jax
import jax.numpy as jnp

from simclr_lite.augment import jitter


class ContrastiveTrainer:
    def __init__(self, loss_fn, learning_rate=0.1):
        self.loss_fn = loss_fn
        self.learning_rate = learning_rate
        self._loss_and_grad = jax.jit(jax.value_and_grad(self.loss))

    def encode(self, params, x):
        return jnp.tanh(x @ params["w"])

    def loss(self, params, x, key):
        k1, k2 = jax.random.split(key)
        return self.loss_fn(self.encode(params, jitter(k1, x)), self.encode(params, jitter(k2, x)))

    def step(self, params, x, key):
        loss, grads = self._loss_and_grad(params, x, key)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
