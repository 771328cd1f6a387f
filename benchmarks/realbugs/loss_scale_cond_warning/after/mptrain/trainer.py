import jax
import jax.numpy as jnp

from mptrain.scaler import DynamicLossScale


def mse(params, x, y):
    return jnp.mean((x @ params - y) ** 2)


class MixedPrecisionTrainer:
    def __init__(self, learning_rate):
        self.learning_rate = learning_rate
        self.scaler = DynamicLossScale(backoff_factor=0.5)
        self._step = jax.jit(self.step)

    def step(self, params, scale, x, y):
        grads = jax.grad(lambda p: mse(p, x, y) * scale)(params)
        grads = grads / scale
        finite = jnp.all(jnp.isfinite(grads))
        new_params = jnp.where(finite, params - self.learning_rate * grads, params)
        return new_params, self.scaler.adjust(scale, finite), finite

    def fit(self, params, batches, scale):
        for x, y in batches:
            params, scale, finite = self._step(params, scale, x, y)
            self.scaler.report(scale, finite)
        return params, scale
