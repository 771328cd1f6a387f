import jax.numpy as jnp

from advi import batch_elbo


def funnel_log_density(x):
    return -0.5 * jnp.sum(x ** 2) - 0.5 * jnp.sum((x[1:] - x[:-1]) ** 2)


def estimate_elbo(rng, num_samples, dim=2):
    params = (jnp.zeros(dim), jnp.zeros(dim))
    return batch_elbo(funnel_log_density, rng, params, num_samples)
