import jax.numpy as jnp
from jax import lax


def cumulative_loss(x):
    def body(total, x_i):
        return total + x_i, total + x_i

    _, partial_sums = lax.scan(body, 0.0, x)
    return jnp.sum(partial_sums)
