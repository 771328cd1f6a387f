import jax
import jax.numpy as jnp


def quadratic_loss(params, target):
    return jnp.sum((params - target) ** 2)


class Trainer:
    def __init__(self, scheduler, learning_rate):
        self.scheduler = scheduler
        self.learning_rate = learning_rate
        self.scheduler_state = scheduler.init()
        self.step = jax.jit(self._step)

    def _step(self, params, scheduler_state, target):
        loss, grads = jax.value_and_grad(quadratic_loss)(params, target)
        scale, scheduler_state = self.scheduler(loss, scheduler_state)
        return params - self.learning_rate * scale * grads, scheduler_state, loss

    def fit(self, params, target, steps):
        for _ in range(steps):
            params, self.scheduler_state, loss = self.step(params, self.scheduler_state, target)
        return params, loss
