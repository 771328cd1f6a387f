import jax.numpy as jnp


def ridge_loss(weights, features, targets, strength):
    residual = features @ weights - targets
    return jnp.mean(residual ** 2) + strength * jnp.sum(weights ** 2)
