import jax

from .model import mse_loss


class Trainer:
    def __init__(self, schedule, momentum=0.9):
        self.schedule = schedule
        self.momentum = momentum
        self._step = jax.jit(self.train_step)

    def train_step(self, params, velocity, x, y, step):
        loss, grads = jax.value_and_grad(mse_loss)(params, x, y)
        lr = self.schedule(step)
        velocity = jax.tree_util.tree_map(lambda v, g: self.momentum * v + g, velocity, grads)
        params = jax.tree_util.tree_map(lambda p, v: p - lr * v, params, velocity)
        return params, velocity, loss, lr

    def fit(self, params, batches):
        velocity = jax.tree_util.tree_map(lambda p: 0.0 * p, params)
        history = []
        for step, (x, y) in enumerate(batches):
            params, velocity, loss, lr = self._step(params, velocity, x, y, step)
            history.append((float(loss), float(lr)))
        return params, history
