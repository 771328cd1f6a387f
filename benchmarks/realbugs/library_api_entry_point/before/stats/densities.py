import jax.numpy as jnp


def halfnormal_logpdf(x, scale):
    if x < 0:  # expect: JXL101
        return -jnp.inf
    return jnp.log(2.0) - 0.5 * (x / scale) ** 2 - jnp.log(scale * jnp.sqrt(2 * jnp.pi))


def truncnorm_logpdf(x, low, high):
    inside = (x >= low) & (x <= high)
    return jnp.where(inside, -0.5 * x ** 2, -jnp.inf)
