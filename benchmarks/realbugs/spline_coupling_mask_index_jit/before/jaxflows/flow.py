"""A normalising flow: a bijection onto a standard normal prior."""

import jax.numpy as jnp


def Normal():
    def log_prob(z):
        return -0.5 * jnp.sum(z ** 2 + jnp.log(2 * jnp.pi), axis=1)

    return log_prob


def Flow(bijection, prior):
    def init_fun(rng, input_dim):
        params, direct_fun = bijection(rng, input_dim)

        def log_pdf(params, inputs):
            z, logdet = direct_fun(params, inputs)
            return prior(z) + logdet

        return params, log_pdf

    return init_fun
