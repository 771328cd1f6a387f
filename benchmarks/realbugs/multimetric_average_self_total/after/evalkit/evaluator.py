import jax
import jax.numpy as jnp


class Evaluator:
    def __init__(self, model, metrics):
        self.model = model
        self.metrics = metrics
        self.eval_step = jax.jit(self._eval_step)

    def _eval_step(self, params, x, y):
        pred = self.model(params, x)
        error = pred - y
        return error ** 2, jnp.abs(error)

    def evaluate(self, params, batches):
        self.metrics.reset()
        for x, y in batches:
            squared, absolute = self.eval_step(params, x, y)
            self.metrics.update(mse=squared, mae=absolute)
        return self.metrics.compute()
