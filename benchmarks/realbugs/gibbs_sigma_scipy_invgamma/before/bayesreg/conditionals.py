import jax
import jax.numpy as jnp
from scipy.stats import invgamma


def draw_beta(key, X, y, sigma_sq, prior):
    """beta | sigma^2, y ~ N(m, V) with V = (X'X / sigma^2 + I / s^2)^-1 and m = V X'y / sigma^2."""
    precision = X.T @ X / sigma_sq + jnp.eye(X.shape[1]) / prior.beta_scale ** 2
    chol = jnp.linalg.cholesky(precision)
    mean = jax.scipy.linalg.cho_solve((chol, True), X.T @ y / sigma_sq)
    z = jax.random.normal(key, mean.shape)
    return mean + jax.scipy.linalg.solve_triangular(chol.T, z, lower=False)


def draw_sigma_sq(key, residuals, prior):
    """sigma^2 | beta, y ~ InverseGamma(a + n / 2, b + RSS / 2)."""
    shape = prior.a + residuals.shape[0] / 2
    scale = prior.b + 0.5 * jnp.sum(residuals ** 2)
    return invgamma.rvs(shape, scale=scale)  # expect: JXL401
