import jax.numpy as jnp


def penalized_poisson_nll(coef, X, y, reg_strength):
    rate = jnp.exp(X @ coef)
    return jnp.mean(rate - y * jnp.log(rate)) + 0.5 * reg_strength * jnp.sum(coef[1:] ** 2)
