import jax.numpy as jnp


def ridge_loss(weights, features, targets, penalty):
    return jnp.mean((features @ weights - targets) ** 2) + penalty * jnp.sum(weights ** 2)
