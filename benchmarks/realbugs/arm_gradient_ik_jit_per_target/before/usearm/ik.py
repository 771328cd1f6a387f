import jax
import jax.numpy as jnp


class GradientIK:
    """Inverse kinematics by gradient descent on the squared distance to the target,
    cheaper than inverting the Jacobian on the arm's microcontroller host."""

    def __init__(self, arm, learning_rate=2e-3, num_iters=200):
        self.arm = arm
        self.learning_rate = learning_rate
        self.num_iters = num_iters

    def solve(self, target, angles):
        grad_fn = jax.jit(jax.grad(lambda q: self.arm.distance(q, target)))  # expect: JXL502
        for _ in range(self.num_iters):
            angles = angles - self.learning_rate * grad_fn(angles)
        return angles

    def error(self, angles, target):
        return jnp.sqrt(self.arm.distance(angles, target))
