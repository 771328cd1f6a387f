import jax
import jax.numpy as jnp

from optim.linesearch import backtracking_step


class GradientDescent:
    def __init__(self, objective, initial_step, shrink, sufficient_decrease):
        self.objective = objective
        self.initial_step = initial_step
        self.shrink = shrink
        self.sufficient_decrease = sufficient_decrease
        self._step = jax.jit(self.step)

    def step(self, params):
        grad = jax.grad(self.objective)(params)
        direction = -grad
        slope = jnp.dot(grad, direction)
        step = backtracking_step(self.objective, params, direction, slope,
                                 self.initial_step, self.shrink, self.sufficient_decrease)
        return params + step * direction

    def minimize(self, params, num_iters):
        for _ in range(num_iters):
            params = self._step(params)
        return params
