import functools

import jax
import jax.numpy as jnp

from bayesreg.conditionals import draw_beta, draw_sigma_sq


def gibbs_kernel(state, key, X, y, prior):
    beta, sigma_sq = state
    k_beta, k_sigma = jax.random.split(key)
    beta = draw_beta(k_beta, X, y, sigma_sq, prior)
    sigma_sq = draw_sigma_sq(k_sigma, y - X @ beta, prior)
    return (beta, sigma_sq), (beta, sigma_sq)


@functools.partial(jax.jit, static_argnames=("n_iter",))
def sample_posterior(key, X, y, prior, n_iter=2000):
    start = (jnp.zeros(X.shape[1]), jnp.float32(1.0))
    kernel = functools.partial(gibbs_kernel, X=X, y=y, prior=prior)
    _, (betas, sigma_sqs) = jax.lax.scan(kernel, start, jax.random.split(key, n_iter))
    return betas, sigma_sqs
