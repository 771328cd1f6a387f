import jax
import jax.numpy as jnp


class KeplerSolver:
    """Solves M = E - e sin E for the eccentric anomaly E by bisection on [M - e, M + e]."""

    def __init__(self, tol=1e-6, max_iter=60):
        self.tol = tol
        self.max_iter = max_iter

    def residual(self, E, M, e):
        return E - e * jnp.sin(E) - M

    def eccentric_anomaly(self, M, e):
        def keep_going(state):
            lo, hi, n = state
            return (hi - lo > self.tol) & (n < self.max_iter)

        def bisect(state):
            lo, hi, n = state
            mid = 0.5 * (lo + hi)
            positive = self.residual(mid, M, e) > 0
            return jnp.where(positive, lo, mid), jnp.where(positive, mid, hi), n + 1

        lo, hi, _ = jax.lax.while_loop(keep_going, bisect, (M - e, M + e, 0))
        return 0.5 * (lo + hi)
