from typing import NamedTuple

import jax
import jax.numpy as jnp


class LinearProgram(NamedTuple):
    """min c.x  s.t.  A_eq x = b_eq,  G x >= h,  var_lb <= x <= var_ub."""

    c: jax.Array
    A_eq: jax.Array
    b_eq: jax.Array
    G: jax.Array
    h: jax.Array
    var_lb: jax.Array
    var_ub: jax.Array


def create_lp(c, A, l, u, var_lb, var_ub):
    """The LP with two-sided constraints l <= A x <= u, in standard form."""
    is_equality = l == u
    eq_rows = jnp.where(is_equality)[0]  # expect: JXL106
    ineq_rows = jnp.where(~is_equality)[0]  # expect: JXL106
    A_ineq = A[ineq_rows]
    G = jnp.concatenate([A_ineq, -A_ineq])
    h = jnp.concatenate([l[ineq_rows], -u[ineq_rows]])
    return LinearProgram(c, A[eq_rows], l[eq_rows], G, h, var_lb, var_ub)
