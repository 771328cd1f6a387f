import jax
import jax.numpy as jnp

from dptrain.reporting import log_on_main_replica

AXIS = "replicas"


def linear_loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


class DataParallelTrainer:
    def __init__(self, learning_rate):
        self.learning_rate = learning_rate
        self._p_step = jax.pmap(self._step, axis_name=AXIS)

    def _step(self, w, step, x, y):
        loss, grad = jax.value_and_grad(linear_loss)(w, x, y)
        loss = jax.lax.pmean(loss, AXIS)
        grad = jax.lax.pmean(grad, AXIS)
        log_on_main_replica(AXIS, step, loss)
        return w - self.learning_rate * grad, loss

    def fit(self, w, shards, steps):
        replicated = jnp.stack([w] * jax.local_device_count())
        losses = []
        for step in range(steps):
            steps_arg = jnp.full((jax.local_device_count(),), step)
            replicated, loss = self._p_step(replicated, steps_arg, *shards)
            losses.append(float(loss[0]))
        return replicated[0], losses
