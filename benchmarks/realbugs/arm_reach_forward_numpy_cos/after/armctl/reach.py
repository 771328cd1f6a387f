import jax
import jax.numpy as jnp


class ReachSolver:
    """Joint angles that put the end effector on a target, by gradient descent on the squared distance."""

    def __init__(self, arm, optimizer, steps=200, effort_weight=1e-3):
        self.arm = arm
        self.optimizer = optimizer
        self.steps = steps
        self.effort_weight = effort_weight
        self._grad = jax.jit(jax.grad(self.cost))

    def cost(self, theta, target):
        error = self.arm.end_effector(theta) - target
        return jnp.sum(error ** 2) + self.effort_weight * jnp.sum(theta ** 2)

    def solve(self, target, theta0):
        theta = jnp.asarray(theta0, dtype=jnp.float32)
        state = self.optimizer.init(theta)
        for _ in range(self.steps):
            grads = self._grad(theta, target)
            theta, state = self.optimizer.update(theta, grads, state)
        return theta
