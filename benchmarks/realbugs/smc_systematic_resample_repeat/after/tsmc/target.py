import jax.numpy as jnp
from jax.scipy.special import logsumexp
from jax.scipy.stats import norm


def log_prior(x):
    return norm.logpdf(x, 0.0, 3.0)


def log_likelihood(x, modes=(-2.0, 2.0), scale=0.4):
    """A two-mode likelihood, where a single MCMC chain tends to stick in one mode."""
    components = jnp.stack([norm.logpdf(x, m, scale) for m in modes])
    return logsumexp(components, axis=0) - jnp.log(len(modes))
