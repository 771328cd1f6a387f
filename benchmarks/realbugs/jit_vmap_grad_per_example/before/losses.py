import jax.numpy as jnp


def huber(residual, delta):
    if float(jnp.abs(residual)) < delta:  # expect: JXL104
        return 0.5 * residual ** 2
    return delta * (jnp.abs(residual) - 0.5 * delta)


def example_loss(w, x, y):
    return huber(x @ w - y, 1.0)
