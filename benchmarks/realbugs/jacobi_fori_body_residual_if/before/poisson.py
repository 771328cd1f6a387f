import jax
import jax.numpy as jnp
from jax import lax


def jacobi_update(x, a, rhs):
    """One Jacobi sweep for the 1-D Poisson problem with fixed ends."""
    interior = 0.5 * (x[:-2] + x[2:] - a * rhs[1:-1])
    return x.at[1:-1].set(interior)


def relax(x0, a, rhs, num_iters=200, tol=1e-6):
    def body(_, x):
        new_x = jacobi_update(x, a, rhs)
        residual = jnp.max(jnp.abs(new_x - x))
        if residual < tol:  # expect: JXL101
            return x
        return new_x

    return lax.fori_loop(0, num_iters, body, x0)


@jax.jit
def solve_poisson(rhs):
    n = rhs.shape[0]
    h = 1.0 / (n - 1)
    return relax(jnp.zeros(n), h * h, rhs)
