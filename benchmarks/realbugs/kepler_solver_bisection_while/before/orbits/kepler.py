import jax.numpy as jnp


class KeplerSolver:
    """Solves M = E - e sin E for the eccentric anomaly E by bisection on [M - e, M + e]."""

    def __init__(self, tol=1e-6, max_iter=60):
        self.tol = tol
        self.max_iter = max_iter

    def residual(self, E, M, e):
        return E - e * jnp.sin(E) - M

    def eccentric_anomaly(self, M, e):
        lo, hi = M - e, M + e
        n = 0
        while hi - lo > self.tol and n < self.max_iter:  # expect: JXL101
            mid = 0.5 * (lo + hi)
            positive = self.residual(mid, M, e) > 0
            lo = jnp.where(positive, lo, mid)
            hi = jnp.where(positive, mid, hi)
            n += 1
        return 0.5 * (lo + hi)
