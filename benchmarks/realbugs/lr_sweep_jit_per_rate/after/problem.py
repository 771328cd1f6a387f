import jax.numpy as jnp

XS = jnp.linspace(-1.0, 1.0, 32)
YS = 3.0 * XS - 0.5


def loss(params):
    pred = params["w"] * XS + params["b"]
    return jnp.mean((pred - YS) ** 2)


def initial_params():
    return {"w": jnp.zeros(()), "b": jnp.zeros(())}
