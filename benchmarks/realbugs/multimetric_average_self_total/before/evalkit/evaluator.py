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
        self.metrics.update(mse=error ** 2, mae=jnp.abs(error))
        return pred

    def evaluate(self, params, batches):
        self.metrics.reset()
        for x, y in batches:
            self.eval_step(params, x, y)
        return self.metrics.compute()
