import jax
import jax.numpy as jnp


def quadratic_loss(params, target):
    return jnp.sum((params - target) ** 2)


class Trainer:
    def __init__(self, scheduler, learning_rate):
        self.scheduler = scheduler
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)

    def _step(self, params, target):
        loss, grads = jax.value_and_grad(quadratic_loss)(params, target)
        scale = self.scheduler(loss)
        return params - self.learning_rate * scale * grads, loss

    def fit(self, params, target, steps):
        for _ in range(steps):
            params, loss = self.step(params, target)
        return params, loss
