import jax
import jax.numpy as jnp


def truncated_gaussian(x, lam=0.18, beta=1.0):
    if jnp.abs(x) > lam:  # expect: JXL101
        return 0.0
    return jnp.exp(-beta * x ** 2)


kernel = jax.vmap(truncated_gaussian)
