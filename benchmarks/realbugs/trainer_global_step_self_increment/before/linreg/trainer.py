"""Forward, loss, backward, step: the four-beat training loop, with a global step counter for checkpoints."""

import functools

import jax

from linreg.model import mse


class Trainer:
    def __init__(self, lr=0.1, checkpoint_every=25):
        self.lr = lr
        self.checkpoint_every = checkpoint_every
        self.global_step = 0
        self.checkpoints = []

    @functools.partial(jax.jit, static_argnums=0)
    def train_step(self, params, x, y):
        loss, grads = jax.value_and_grad(mse)(params, x, y)
        self.global_step += 1  # expect: JXL202
        return jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads), loss

    def fit(self, params, batches, epochs):
        for _ in range(epochs):
            for x, y in batches:
                params, loss = self.train_step(params, x, y)
                if self.global_step % self.checkpoint_every == 0:
                    self.checkpoints.append((self.global_step, params))
        return params, float(loss)
