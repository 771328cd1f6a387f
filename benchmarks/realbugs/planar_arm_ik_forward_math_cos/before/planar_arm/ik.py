import jax
import jax.numpy as jnp


class DampedLeastSquaresIK:
    """Inverse kinematics: dq = J^T (J J^T + lambda^2 I)^-1 (target - fk(q)), iterated."""

    def __init__(self, arm, damping=0.05, num_iters=100):
        self.arm = arm
        self.damping = damping
        self.num_iters = num_iters
        self.jacobian = jax.jacfwd(arm.forward)
        self.solve = jax.jit(self._solve)

    def _iterate(self, q, target):
        error = target - self.arm.forward(q)
        J = self.jacobian(q)
        JJt = J @ J.T + self.damping ** 2 * jnp.eye(2)
        return q + J.T @ jnp.linalg.solve(JJt, error)

    def _solve(self, q0, target):
        def body(q, _):
            return self._iterate(q, target), None

        q, _ = jax.lax.scan(body, q0, None, length=self.num_iters)
        return q
