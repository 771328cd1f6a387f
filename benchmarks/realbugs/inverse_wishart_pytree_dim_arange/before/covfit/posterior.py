import jax.numpy as jnp


def unpack_cholesky(theta, dim):
    """Lower-triangular factor with a positive diagonal from an unconstrained vector."""
    rows, cols = jnp.tril_indices(dim)
    L = jnp.zeros((dim, dim)).at[rows, cols].set(theta)
    return L.at[jnp.diag_indices(dim)].set(jnp.exp(jnp.diag(L)))


def log_posterior(theta, data, prior):
    L = unpack_cholesky(theta, data.shape[1])
    cov = L @ L.T
    _, logdet = jnp.linalg.slogdet(cov)
    solved = jnp.linalg.solve(cov, data.T)
    log_lik = -0.5 * (data.shape[0] * logdet + jnp.sum(data.T * solved))
    return log_lik + prior.log_prob(cov)
