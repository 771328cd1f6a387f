import jax
import jax.numpy as jnp


class NewtonSolver:
    """Damped Newton iteration on log10 concentrations, driven from Python."""

    def __init__(self, residual, tol=1e-5, max_iter=60, max_step=1.0):
        self.residual = residual
        self.tol = tol
        self.max_iter = max_iter
        self.max_step = max_step
        self._jacobian = jax.jit(jax.jacfwd(residual))

    def solve(self, log_c, *args):
        for _ in range(self.max_iter):
            r = self.residual(log_c, *args)
            jac = self._jacobian(log_c, *args)
            step = jnp.clip(jnp.linalg.solve(jac, -r), -self.max_step, self.max_step)
            log_c = log_c + step
            if float(jnp.max(jnp.abs(step))) < self.tol:
                break
        return log_c
