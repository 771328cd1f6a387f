"""Gradient descent on the reduced variables of a linearly constrained problem."""
import jax

from eqsolve.constraints import factorize_linear_constraints


class ConstrainedOptimizer:
    def __init__(self, objective, step_size=0.1, num_steps=50):
        self.objective = objective
        self.step_size = step_size
        self.num_steps = num_steps
        self._grad = jax.jit(jax.grad(objective))

    def optimize(self, x0, A, b):
        _, Z, project, recover = factorize_linear_constraints(A, b)
        y = project(x0)
        for _ in range(self.num_steps):
            g = self._grad(recover(y))
            y = y - self.step_size * (Z.T @ g)
        return recover(y)
