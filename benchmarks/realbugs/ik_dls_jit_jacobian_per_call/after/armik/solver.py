import jax
import jax.numpy as jnp


class DampedLeastSquaresIK:
    """Iterative inverse kinematics: dq = J^T (J J^T + lambda^2 I)^-1 e, robust near singularities."""

    def __init__(self, arm, damping=0.1, tol=1e-4, max_iter=100):
        self.arm = arm
        self.damping = damping
        self.tol = tol
        self.max_iter = max_iter
        self._forward = jax.jit(arm.forward)
        self._jacobian = jax.jit(jax.jacfwd(arm.forward))

    def solve(self, q0, target):
        q = jnp.asarray(q0)
        for iteration in range(self.max_iter):
            error = target - self._forward(q)
            if float(jnp.linalg.norm(error)) < self.tol:
                break
            J = self._jacobian(q)
            q = q + J.T @ jnp.linalg.solve(J @ J.T + self.damping**2 * jnp.eye(2), error)
        return q, iteration
