import jax
import jax.numpy as jnp

from cliptrain.grad_utils import clip_by_global_norm


def mlp(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return (h @ params["w2"] + params["b2"])[:, 0]


def mse(params, batch):
    return jnp.mean((mlp(params, batch["x"]) - batch["y"]) ** 2)


class Trainer:
    def __init__(self, config, key):
        self.config = config
        k1, k2 = jax.random.split(key)
        self.params = {
            "w1": jax.random.normal(k1, (4, config.hidden)),
            "b1": jnp.zeros(config.hidden),
            "w2": jax.random.normal(k2, (config.hidden, 1)),
            "b2": jnp.zeros(1),
        }
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, batch):
        loss, grads = jax.value_and_grad(mse)(params, batch)
        if self.config.max_grad_norm > 0:
            grads, grad_norm = clip_by_global_norm(grads, self.config.max_grad_norm)
        params = jax.tree_util.tree_map(lambda p, g: p - self.config.learning_rate * g, params, grads)
        return params, loss

    def fit(self, batches):
        losses = []
        for batch in batches:
            self.params, loss = self.train_step(self.params, batch)
            losses.append(float(loss))
        return losses
