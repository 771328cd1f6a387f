from typing import NamedTuple

import jax


class LinearProgram(NamedTuple):
    """min c.x  s.t.  A_eq x = b_eq,  G x >= h,  var_lb <= x <= var_ub."""

    c: jax.Array
    A_eq: jax.Array
    b_eq: jax.Array
    G: jax.Array
    h: jax.Array
    var_lb: jax.Array
    var_ub: jax.Array


def create_lp(c, A, b, G, h, l, u):
    """The LP min c.x s.t. A x = b, G x >= h, l <= x <= u; every size is fixed by the arguments' shapes."""
    return LinearProgram(c, A, b, G, h, l, u)
