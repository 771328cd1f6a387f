import jax
import jax.numpy as jnp


def absolute_residual(r):
    return r if float(r) >= 0.0 else -r  # expect: JXL104


def sample_loss(params, x, y):
    slope, intercept = params[0], params[1]
    return absolute_residual(y - (slope * x + intercept))


def total_l1_loss(params, xs, ys):
    return jnp.mean(jax.vmap(sample_loss, in_axes=(None, 0, 0))(params, xs, ys))
