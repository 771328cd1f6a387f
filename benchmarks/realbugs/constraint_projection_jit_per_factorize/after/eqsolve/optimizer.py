"""Gradient descent on the reduced variables of a linearly constrained problem."""
import jax

from eqsolve.constraints import factorize_linear_constraints, project, recover


class ConstrainedOptimizer:
    def __init__(self, objective, step_size=0.1, num_steps=50):
        self.objective = objective
        self.step_size = step_size
        self.num_steps = num_steps
        self._grad = jax.jit(jax.grad(objective))

    def optimize(self, x0, A, b):
        xp, Z = factorize_linear_constraints(A, b)
        y = project(x0, xp, Z)
        for _ in range(self.num_steps):
            g = self._grad(recover(y, xp, Z))
            y = y - self.step_size * (Z.T @ g)
        return recover(y, xp, Z)
