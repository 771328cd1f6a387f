import jax
import jax.numpy as jnp


class JacobianIK:
    """Newton iterations on the forward kinematics: dq = J^+ (x_target - x), q <- q + gain * dq."""

    def __init__(self, arm, num_iters=50, gain=0.5):
        self.arm = arm
        self.num_iters = num_iters
        self.gain = gain
        self.jacobian = jax.jacfwd(arm.forward)
        self.solve = jax.jit(self._solve)

    def update(self, q, target):
        error = target - self.arm.forward(q)
        jac = self.jacobian(q)
        dq = jnp.linalg.pinv(jac) @ error
        return q + self.gain * dq

    def _solve(self, q0, target):
        return jax.lax.fori_loop(0, self.num_iters, lambda _, q: self.update(q, target), q0)

    def residual(self, q, target):
        return jnp.linalg.norm(target - self.arm.forward(q))
