import jax.numpy as jnp
from jax.scipy.linalg import cho_solve


def matern52(x1, x2, log_lengthscale, log_variance):
    r = jnp.abs(x1[:, None] - x2[None, :]) / jnp.exp(log_lengthscale)
    return jnp.exp(log_variance) * (1.0 + jnp.sqrt(5.0) * r + 5.0 / 3.0 * r**2) * jnp.exp(-jnp.sqrt(5.0) * r)


def negative_log_marginal_likelihood(theta, x, y):
    """theta = (log lengthscale, log variance, log noise variance)."""
    n = x.shape[0]
    cov = matern52(x, x, theta[0], theta[1]) + (jnp.exp(theta[2]) + 1e-6) * jnp.eye(n)
    factor = jnp.linalg.cholesky(cov)
    alpha = cho_solve((factor, True), y)
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(factor))) + 0.5 * n * jnp.log(2.0 * jnp.pi)
