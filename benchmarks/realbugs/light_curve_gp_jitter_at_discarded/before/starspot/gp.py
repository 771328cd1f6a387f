import jax.numpy as jnp
from jax.scipy.linalg import cho_solve


class GaussianProcess:
    """Exact GP likelihood of a light curve with per-point measurement errors."""

    def __init__(self, kernel, times, flux, flux_err):
        self.kernel = kernel
        self.times = times
        self.flux = flux
        self.flux_err = flux_err

    def covariance(self, params):
        tau = self.times[:, None] - self.times[None, :]
        cov = self.kernel(tau, params["log_amp"], params["log_scale"])
        diag = jnp.diag_indices(self.times.shape[0])
        cov.at[diag].add(self.flux_err**2 + jnp.exp(2.0 * params["log_jitter"]))  # expect: JXL302
        return cov

    def negative_log_likelihood(self, params):
        chol = jnp.linalg.cholesky(self.covariance(params))
        residual = self.flux - params["mean"]
        alpha = cho_solve((chol, True), residual)
        return 0.5 * residual @ alpha + jnp.sum(jnp.log(jnp.diag(chol))) + 0.5 * residual.shape[0] * jnp.log(2 * jnp.pi)
