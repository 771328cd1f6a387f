import jax
import jax.numpy as jnp


class GradientIK:
    """Inverse kinematics by gradient descent on the squared distance from the end effector to the target."""

    def __init__(self, arm, learning_rate=0.2, n_steps=300):
        self.arm = arm
        self.learning_rate = learning_rate
        self.n_steps = n_steps
        self._error_grad = jax.jit(jax.grad(self.error))

    def error(self, angles, target):
        return jnp.sum((self.arm.end_effector(angles) - target) ** 2)

    def solve(self, target, initial_angles):
        angles = initial_angles
        for _ in range(self.n_steps):
            angles = angles - self.learning_rate * self._error_grad(angles, target)
        return angles
