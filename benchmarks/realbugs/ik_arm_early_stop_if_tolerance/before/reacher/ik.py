import jax
import jax.numpy as jnp


class GradientIK:
    """Inverse kinematics by gradient descent on the squared end-effector error, stopping at a tolerance."""

    def __init__(self, arm, step_size=0.5, tolerance=1e-4, max_iterations=200):
        self.arm = arm
        self.step_size = step_size
        self.tolerance = tolerance
        self.max_iterations = max_iterations
        self.solve = jax.jit(self._solve)
        self.solve_batch = jax.jit(jax.vmap(self._solve, in_axes=(None, 0)))

    def error(self, q, target):
        return jnp.sum((self.arm.end_effector(q) - target) ** 2)

    def _solve(self, q0, target):
        q = q0
        for _ in range(self.max_iterations):
            if self.error(q, target) < self.tolerance:  # expect: JXL101
                break
            q = q - self.step_size * jax.grad(self.error)(q, target)
        return q
