import logging

import jax
import jax.numpy as jnp

logger = logging.getLogger(__name__)


class LevenbergMarquardt:
    """Damped Gauss-Newton; the gain ratio decides whether a step is taken and how lambda moves."""

    def __init__(self, residual_fn, damping=1e-2, up=4.0, down=0.5):
        self.residual_fn = residual_fn
        self.damping = damping
        self.up = up
        self.down = down
        self.solve = jax.jit(self._solve, static_argnums=1)

    def _step(self, carry, _):
        params, lam = carry
        r = self.residual_fn(params)
        J = jax.jacfwd(self.residual_fn)(params)
        g = J.T @ r
        A = J.T @ J
        delta = -jnp.linalg.solve(A + lam * jnp.eye(A.shape[0]), g)
        cost = 0.5 * r @ r
        new_cost = 0.5 * jnp.sum(self.residual_fn(params + delta) ** 2)
        predicted = -(g @ delta + 0.5 * delta @ A @ delta)
        rho = (cost - new_cost) / predicted
        accept = rho > 0.0
        logger.info("gain ratio %s, lambda %s, cost %s", rho, lam, cost)  # expect: JXL203
        params = jnp.where(accept, params + delta, params)
        lam = jnp.where(accept, lam * self.down, lam * self.up)
        return (params, lam), jnp.minimum(cost, new_cost)

    def _solve(self, params0, num_iters):
        (params, _), costs = jax.lax.scan(self._step, (params0, jnp.asarray(self.damping)), None, length=num_iters)
        return params, costs
