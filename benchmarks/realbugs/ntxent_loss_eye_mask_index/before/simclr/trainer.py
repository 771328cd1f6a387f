import jax
import jax.numpy as jnp

from simclr.augment import two_views
from simclr.losses import nt_xent


def encode(params, x):
    hidden = jnp.tanh(x @ params["w1"])
    return hidden @ params["w2"]


class SimCLRTrainer:
    def __init__(self, learning_rate=0.1, temperature=0.5):
        self.learning_rate = learning_rate
        self.temperature = temperature
        self.train_step = jax.jit(self._train_step)

    def loss(self, params, key, x):
        view_a, view_b = two_views(key, x)
        return nt_xent(encode(params, view_a), encode(params, view_b), self.temperature)

    def _train_step(self, params, key, x):
        loss, grads = jax.value_and_grad(self.loss)(params, key, x)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss
