import jax.numpy as jnp
from jax.scipy.linalg import cho_solve


def rbf(x1, x2, lengthscale):
    return jnp.exp(-0.5 * (x1[:, None] - x2[None, :]) ** 2 / lengthscale**2)


def negative_log_marginal_likelihood(x, y, lengthscale, noise):
    """-log p(y | X) = y^T K^-1 y / 2 + log |K| / 2 + n log(2 pi) / 2, with K = k(X, X) + noise^2 I."""
    n = x.shape[0]
    K = rbf(x, x, lengthscale) + noise**2 * jnp.eye(n)
    L = jnp.linalg.cholesky(K)
    alpha = cho_solve((L, True), y)
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L))) + 0.5 * n * jnp.log(2 * jnp.pi)
