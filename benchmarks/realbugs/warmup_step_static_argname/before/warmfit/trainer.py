import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, schedule):
        self.schedule = schedule
        self.train_step = jax.jit(self._train_step, static_argnames=("step",))

    def loss(self, params, x, y):
        return jnp.mean((x @ params["w"] - y) ** 2)

    def _train_step(self, params, x, y, step):
        loss, grads = jax.value_and_grad(self.loss)(params, x, y)
        learning_rate = self.schedule(step)
        return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss

    def fit(self, params, batches, start=0):
        losses = []
        for step, (x, y) in enumerate(batches, start=start):
            params, loss = self.train_step(params, x, y, step=step)  # expect: JXL503
            losses.append(loss)
        return params, losses
