import jax
import jax.numpy as jnp

from burgers.mlp import mlp
from burgers.monitor import log_terms


def pde_residual(params, t, x, nu):
    u = mlp(params, t, x)
    u_t = jax.grad(mlp, argnums=1)(params, t, x)
    u_x = jax.grad(mlp, argnums=2)(params, t, x)
    u_xx = jax.grad(jax.grad(mlp, argnums=2), argnums=2)(params, t, x)
    return u_t + u * u_x - nu * u_xx


def total_loss(params, batch, nu):
    t_ic, x_ic, u_ic = batch["initial"]
    t_bc, x_bc = batch["boundary"]
    t_c, x_c = batch["collocation"]
    apply = jax.vmap(mlp, in_axes=(None, 0, 0))
    data = jnp.mean((apply(params, t_ic, x_ic) - u_ic) ** 2) + jnp.mean(apply(params, t_bc, x_bc) ** 2)
    physics = jnp.mean(jax.vmap(pde_residual, in_axes=(None, 0, 0, None))(params, t_c, x_c, nu) ** 2)
    log_terms(data=data, physics=physics)
    return data + physics
