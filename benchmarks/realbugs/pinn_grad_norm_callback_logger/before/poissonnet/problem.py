import jax
import jax.numpy as jnp

from poissonnet.network import u


def interior_loss(params, xs):
    """-u'' = sin(pi x) on (0, 1)."""
    u_xx = jax.vmap(jax.grad(jax.grad(u, argnums=1), argnums=1), in_axes=(None, 0))(params, xs)
    return jnp.mean((-u_xx - jnp.sin(jnp.pi * xs)) ** 2)


def boundary_loss(params, xb):
    return jnp.mean(jax.vmap(u, in_axes=(None, 0))(params, xb) ** 2)


CONSTRAINTS = (interior_loss, boundary_loss)
