import logging

import jax
import jax.numpy as jnp

logger = logging.getLogger("rootfind")


class NewtonRaphsonSolver:
    def __init__(self, residual_fn, config):
        self.residual_fn = residual_fn
        self.config = config
        self._jacobian = jax.jacfwd(residual_fn)
        self._solve = jax.jit(self._solve_impl)

    def _body(self, state):
        x, i, res_norm = state
        delta = jnp.linalg.solve(self._jacobian(x), -self.residual_fn(x))
        x = x + delta
        res_norm = jnp.linalg.norm(self.residual_fn(x))
        if self.config.log_iterations:
            logger.info("Iteration: %d. Residual: %.3e", i, res_norm)  # expect: JXL203
        return x, i + 1, res_norm

    def _cond(self, state):
        _, i, res_norm = state
        return (res_norm > self.config.tol) & (i < self.config.maxiter)

    def _solve_impl(self, x0):
        init = (x0, 0, jnp.linalg.norm(self.residual_fn(x0)))
        return jax.lax.while_loop(self._cond, self._body, init)

    def solve(self, x0):
        x, iterations, res_norm = self._solve(jnp.asarray(x0))
        return x, int(iterations), float(res_norm)
