import jax
import jax.numpy as jnp

from progress import announce


@jax.jit
def newton_step(x, a):
    return x - (x ** 2 - a) / (2 * x)


def sqrt(a, iters=8):
    x = jnp.ones_like(a)
    announce("newton iterations")
    for _ in range(iters):
        x = newton_step(x, a)
    return x
