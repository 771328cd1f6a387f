"""Check the linear-time likelihood against the dense GP likelihood on irregularly sampled data."""

import jax
import jax.numpy as jnp

from markovgp.filtering import log_marginal_likelihood
from markovgp.kernels import matern12_covariance


def dense_log_marginal_likelihood(params, t, y):
    variance, lengthscale, noise = (jnp.exp(params[k]) for k in ("log_variance", "log_lengthscale", "log_noise"))
    cov = matern12_covariance(t, t, variance, lengthscale) + noise * jnp.eye(t.shape[0])
    chol = jnp.linalg.cholesky(cov)
    alpha = jax.scipy.linalg.cho_solve((chol, True), y)
    return -0.5 * y @ alpha - jnp.sum(jnp.log(jnp.diag(chol))) - 0.5 * t.shape[0] * jnp.log(2 * jnp.pi)


def main():
    key_t, key_y = jax.random.split(jax.random.PRNGKey(0))
    t = jnp.sort(jax.random.uniform(key_t, (40,), maxval=10.0))
    y = jnp.sin(t) + 0.1 * jax.random.normal(key_y, (40,))
    params = {"log_variance": jnp.log(1.0), "log_lengthscale": jnp.log(1.5), "log_noise": jnp.log(0.01)}
    fast = jax.jit(log_marginal_likelihood)(params, t, y)
    dense = dense_log_marginal_likelihood(params, t, y)
    print(f"state-space {float(fast):.4f}, dense {float(dense):.4f}")
    return fast, dense


if __name__ == "__main__":
    main()
