import jax.numpy as jnp
from jax import lax

from .checks import check_recursion_inputs


def recursion_step(rows, el, L, x):
    """P_{el+1}(x) from P_el(x) and P_{el-1}(x) (Bonnet's recursion)."""
    check_recursion_inputs(rows, el, L)
    p_prev, p_curr = rows[0], rows[1]
    p_next = ((2 * el + 1) * x * p_curr - el * p_prev) / (el + 1)
    return jnp.stack([p_curr, p_next])


def legendre_row(x, L):
    """P_{L-1}(x) for a band limit L >= 2."""
    rows = jnp.stack([jnp.ones_like(x), x])

    def body(el, rows):
        return recursion_step(rows, el, L, x)

    rows = lax.fori_loop(1, L - 1, body, rows)
    return rows[1]
