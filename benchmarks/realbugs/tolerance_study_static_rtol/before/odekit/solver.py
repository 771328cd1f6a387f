from functools import partial

import jax

from .stepping import integrate


class AdaptiveSolver:
    """Solve dy/dt = rhs(t, y) with step-size control; tolerances are chosen per solve."""

    def __init__(self, rhs):
        self.rhs = rhs
        self._integrate = jax.jit(partial(integrate, rhs), static_argnames=("rtol", "atol"))

    def solve(self, y0, t1, rtol=1e-5, atol=1e-7):
        return self._integrate(y0, t1, rtol=rtol, atol=atol)
