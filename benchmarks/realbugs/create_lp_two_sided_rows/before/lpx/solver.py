import jax
import jax.numpy as jnp
from jax import lax


def optimize(lp, num_iters=500, learning_rate=0.01, rho=10.0):
    """Projected gradient descent on a quadratic penalty of the constraints."""

    def penalty(x):
        eq = lp.A_eq @ x - lp.b_eq
        ineq = jnp.minimum(lp.G @ x - lp.h, 0.0)
        return lp.c @ x + rho * (jnp.sum(eq ** 2) + jnp.sum(ineq ** 2))

    grad = jax.grad(penalty)

    def body(_, x):
        return jnp.clip(x - learning_rate * grad(x), lp.var_lb, lp.var_ub)

    x0 = jnp.clip(jnp.zeros_like(lp.c), lp.var_lb, lp.var_ub)
    return lax.fori_loop(0, num_iters, body, x0)
