import jax
import jax.numpy as jnp

from pinnlab.sampling import collocation_points


def source(x):
    return (jnp.pi ** 2) * jnp.sin(jnp.pi * x)


def residual_loss(model, key, num_points):
    """Mean squared residual of -u'' = f; also returns the points it used, for plotting."""
    xs = collocation_points(key, num_points)
    u_xx = jax.vmap(jax.grad(jax.grad(model)))(xs)
    residual = -u_xx - source(xs)
    return jnp.mean(residual ** 2), xs
