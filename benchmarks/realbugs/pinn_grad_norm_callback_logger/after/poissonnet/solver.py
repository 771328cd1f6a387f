import jax
import jax.numpy as jnp

from poissonnet.problem import CONSTRAINTS


class Solver:
    def __init__(self, callbacks=(), learning_rate=1e-2):
        self.callbacks = list(callbacks)
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)

    def _step(self, params, xs, xb):
        losses, grads = [], []
        for constraint, points in zip(CONSTRAINTS, (xs, xb)):
            loss, grad = jax.value_and_grad(constraint)(params, points)
            losses.append(loss)
            grads.append(grad)
        measurements = [callback.measure(grads) for callback in self.callbacks]
        total = jax.tree_util.tree_map(lambda *g: sum(g), *grads)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, total)
        return params, jnp.stack(losses), measurements

    def solve(self, params, xs, xb, num_steps):
        for _ in range(num_steps):
            params, losses, measurements = self.step(params, xs, xb)
            for callback, measured in zip(self.callbacks, measurements):
                callback.report(measured)
        return params, losses
