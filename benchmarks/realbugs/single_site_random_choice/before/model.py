import jax.numpy as jnp


def log_density(params):
    return -0.5 * sum(jnp.sum(value ** 2) for value in params.values())


def initial_params():
    return {"loc": jnp.zeros(2), "scale": jnp.ones(2), "shift": jnp.zeros(())}
