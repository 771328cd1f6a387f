import jax.numpy as jnp


def negative_log_likelihood(coef, features, counts):
    log_rate = features @ coef
    return jnp.mean(jnp.exp(log_rate) - counts * log_rate)
