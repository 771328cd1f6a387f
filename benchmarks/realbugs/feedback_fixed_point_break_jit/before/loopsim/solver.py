import jax
import jax.numpy as jnp


class FixedPointSolver:
    """Iterates an update map until the largest change falls under the tolerance."""

    def __init__(self, update, tolerance=1e-6, max_iter=200):
        self.update = update
        self.tolerance = tolerance
        self.max_iter = max_iter
        self.solve = jax.jit(self._iterate)

    def _iterate(self, start):
        current = start
        for _ in range(self.max_iter):
            following = self.update(current)
            change = jnp.max(jnp.abs(following - current))
            current = following
            if change < self.tolerance:  # expect: JXL101
                break
        return current
