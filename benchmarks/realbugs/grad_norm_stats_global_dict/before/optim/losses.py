import jax.numpy as jnp


def mse_loss(params, batch):
    inputs, targets = batch
    return jnp.mean((inputs @ params["w"] + params["b"] - targets) ** 2)
