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
        def keep_going(carry):
            step, _, change = carry
            return (step < self.max_iter) & (change >= self.tolerance)

        def advance(carry):
            step, current, _ = carry
            following = self.update(current)
            return step + 1, following, jnp.max(jnp.abs(following - current))

        _, current, _ = jax.lax.while_loop(keep_going, advance, (0, start, jnp.asarray(jnp.inf, start.dtype)))
        return current
