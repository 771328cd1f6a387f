import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=(0,))
def fixed_point(f, x0, shift, tol=1e-6, max_iter=100):
    def cond(carry):
        x, prev, i = carry
        return (jnp.max(jnp.abs(x - prev)) > tol) & (i < max_iter)

    def body(carry):
        x, _, i = carry
        return f(x, shift), x, i + 1

    x, _, _ = lax.while_loop(cond, body, (f(x0, shift), x0, 0))
    return x
