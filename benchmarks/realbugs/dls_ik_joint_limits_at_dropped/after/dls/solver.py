import jax
import jax.numpy as jnp


class DampedLeastSquares:
    """dq = J^T (J J^T + lambda^2 I)^-1 e: trades exactness for robustness near singularities."""

    def __init__(self, arm, damping=0.1, num_iters=100):
        self.arm = arm
        self.damping = damping
        self.num_iters = num_iters
        self.jacobian = jax.jacfwd(arm.end_effector)
        self.solve = jax.jit(self._solve)

    def enforce_limits(self, q):
        for j, (lo, hi) in enumerate(zip(self.arm.lower, self.arm.upper)):
            q = q.at[j].set(jnp.clip(q[j], lo, hi))
        return q

    def step(self, q, target):
        error = target - self.arm.end_effector(q)
        jac = self.jacobian(q)
        task_eye = jnp.eye(jac.shape[0])
        dq = jac.T @ jnp.linalg.solve(jac @ jac.T + self.damping ** 2 * task_eye, error)
        return self.enforce_limits(q + dq)

    def _solve(self, q0, target):
        return jax.lax.fori_loop(0, self.num_iters, lambda _, q: self.step(q, target), q0)
