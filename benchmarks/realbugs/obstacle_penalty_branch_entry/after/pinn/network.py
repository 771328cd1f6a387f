import jax
import jax.numpy as jnp

from pinn.penalties import obstacle_penalty


def init_params(key, width):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (1, width)), "b1": jnp.zeros(width),
            "w2": jax.random.normal(k2, (width, 1)) / width, "b2": jnp.zeros(1)}


def displacement(params, xs):
    hidden = jnp.tanh(xs[:, None] @ params["w1"] + params["b1"])
    return (hidden @ params["w2"] + params["b2"])[:, 0] * xs * (1.0 - xs)


def physics_loss(params, xs, load, obstacle):
    u_xx = jax.vmap(jax.grad(jax.grad(lambda x: displacement(params, x[None])[0])))(xs)
    residual = u_xx + load
    return jnp.mean(residual ** 2) + obstacle_penalty(displacement(params, xs), obstacle)
