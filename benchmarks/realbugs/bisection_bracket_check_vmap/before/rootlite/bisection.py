import jax.numpy as jnp
from jax import lax


class Bisection:
    """Root of a scalar function bracketed by [lower, upper]."""

    def __init__(self, optimality_fun, lower, upper, maxiter=40, tol=1e-6, check_bracket=True):
        self.optimality_fun = optimality_fun
        self.lower = lower
        self.upper = upper
        self.maxiter = maxiter
        self.tol = tol
        self.check_bracket = check_bracket

    def run(self, **kwargs):
        lower_value = self.optimality_fun(self.lower, **kwargs)
        upper_value = self.optimality_fun(self.upper, **kwargs)
        if self.check_bracket:
            if jnp.sign(lower_value) == jnp.sign(upper_value):  # expect: JXL101
                raise ValueError("optimality_fun(lower) and optimality_fun(upper) have the same sign")
        increasing = upper_value > lower_value

        def cond(state):
            i, low, high = state
            return (i < self.maxiter) & (high - low > self.tol)

        def body(state):
            i, low, high = state
            mid = 0.5 * (low + high)
            above = self.optimality_fun(mid, **kwargs) > 0
            go_low = jnp.where(increasing, above, ~above)
            return i + 1, jnp.where(go_low, low, mid), jnp.where(go_low, mid, high)

        init = (0, jnp.asarray(self.lower, dtype=float), jnp.asarray(self.upper, dtype=float))
        _, low, high = lax.while_loop(cond, body, init)
        return 0.5 * (low + high)
