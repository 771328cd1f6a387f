import jax
import jax.numpy as jnp

from lpx import create_lp, optimize


def solve_lp(A):
    """Maximize sum(x) subject to A @ x <= 1 and x >= 0."""
    m, n = A.shape
    lp = create_lp(
        c=-jnp.ones(n),
        A=jnp.zeros((0, n)),
        b=jnp.zeros(0),
        G=-A,
        h=-jnp.ones(m),
        l=jnp.zeros(n),
        u=jnp.full(n, jnp.inf),
    )
    return optimize(lp)


solve_lp_jit = jax.jit(solve_lp)


def solve_batch(key, batch=4, m=3, n=2):
    A = jax.random.uniform(key, (batch, m, n), minval=0.5, maxval=2.0)
    return jax.vmap(solve_lp_jit)(A)
