import jax
import jax.numpy as jnp


def mse_loss(params, x, y):
    hidden = jnp.tanh(x @ params["w1"])
    return jnp.mean((hidden @ params["w2"] - y) ** 2)


class Trainer:
    def __init__(self, schedule):
        self.schedule = schedule
        self._update = jax.jit(self._update_fn)

    def _update_fn(self, params, step, x, y):
        loss, grads = jax.value_and_grad(mse_loss)(params, x, y)
        lr = self.schedule(step)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        return params, loss, lr

    def fit(self, params, x, y, num_steps):
        learning_rates = []
        for step in range(num_steps):
            params, loss, lr = self._update(params, step, x, y)
            learning_rates.append(float(lr))
        return params, learning_rates
