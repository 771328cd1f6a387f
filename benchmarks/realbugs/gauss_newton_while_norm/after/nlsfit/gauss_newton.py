import jax
import jax.numpy as jnp


class GaussNewton:
    """Gauss-Newton: linearise the residuals, solve the normal equations for the step, repeat until it is small."""

    def __init__(self, residual_fn, tol=1e-6, max_iter=50):
        self.residual_fn = residual_fn
        self.tol = tol
        self.max_iter = max_iter
        self.solve = jax.jit(self._solve)

    def step(self, params, x, y):
        J = jax.jacfwd(self.residual_fn)(params, x, y)
        r = self.residual_fn(params, x, y)
        return jnp.linalg.solve(J.T @ J, -J.T @ r)

    def _solve(self, params, x, y):
        def not_converged(state):
            _, delta, iteration = state
            return (jnp.linalg.norm(delta) > self.tol) & (iteration < self.max_iter)

        def iterate(state):
            params, _, iteration = state
            delta = self.step(params, x, y)
            return params + delta, delta, iteration + 1

        start = (params, jnp.full_like(params, jnp.inf), 0)
        params, _, iteration = jax.lax.while_loop(not_converged, iterate, start)
        return params, iteration
