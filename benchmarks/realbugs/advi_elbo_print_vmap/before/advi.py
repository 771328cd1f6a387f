from functools import partial

import jax.numpy as jnp
from jax import random, vmap


def diag_gaussian_sample(rng, mean, log_std):
    return mean + jnp.exp(log_std) * random.normal(rng, mean.shape)


def diag_gaussian_logpdf(x, mean, log_std):
    return jnp.sum(-0.5 * ((x - mean) / jnp.exp(log_std)) ** 2 - log_std - 0.5 * jnp.log(2 * jnp.pi))


def elbo(logprob, rng, mean, log_std):
    """Single-sample Monte Carlo estimate of the variational lower bound."""
    sample = diag_gaussian_sample(rng, mean, log_std)
    print(sample)  # expect: JXL201
    return logprob(sample) - diag_gaussian_logpdf(sample, mean, log_std)


def batch_elbo(logprob, rng, params, num_samples):
    rngs = random.split(rng, num_samples)
    vectorized_elbo = vmap(partial(elbo, logprob), in_axes=(0, None, None))
    return jnp.mean(vectorized_elbo(rngs, *params))
