import jax.numpy as jnp
from jax import lax


def fixed_point(f, x0, tol=1e-6, max_iter=100):
    def cond(carry):
        x, prev, i = carry
        return (jnp.max(jnp.abs(x - prev)) > tol) & (i < max_iter)

    def body(carry):
        x, _, i = carry
        return f(x), x, i + 1

    x, _, _ = lax.while_loop(cond, body, (f(x0), x0, 0))  # expect: JXL504
    return x
