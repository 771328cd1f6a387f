"""Linear-regression trainer with a learning-rate warmup driven by a step counter."""

import jax
import jax.numpy as jnp

from tinynnx import StepCounter


def squared_loss(params, batch):
    x, y = batch
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


class Trainer:
    def __init__(self, lr: float = 0.1, warmup_steps: int = 10):
        self.lr = lr
        self.warmup_steps = warmup_steps
        self.steps = StepCounter()
        self._step = jax.jit(self.train_step)

    def train_step(self, params, count, batch):
        count = StepCounter.advance(count)
        lr = self.lr * jnp.minimum(1.0, count / self.warmup_steps)
        grads = jax.grad(squared_loss)(params, batch)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), count

    def fit(self, params, batches):
        for batch in batches:
            params, self.steps.count.value = self._step(params, self.steps.count.value, batch)
        return params


def make_batches(n_batches: int = 5, seed: int = 0):
    key = jax.random.PRNGKey(seed)
    true_w = jnp.array([2.0, -1.0])
    batches = []
    for k in jax.random.split(key, n_batches):
        x = jax.random.normal(k, (16, 2))
        batches.append((x, x @ true_w + 0.5))
    return batches


if __name__ == "__main__":
    trainer = Trainer()
    params = trainer.fit({"w": jnp.zeros(2), "b": jnp.zeros(())}, make_batches())
    print(params, "after", trainer.steps.count.value, "steps")
