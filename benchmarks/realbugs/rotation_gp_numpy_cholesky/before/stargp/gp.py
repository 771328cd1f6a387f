import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl
import numpy as np


class GaussianProcess:
    def __init__(self, kernel, times, flux, flux_err):
        self.kernel = kernel
        self.times = jnp.asarray(times)
        self.flux = jnp.asarray(flux)
        self.flux_err = jnp.asarray(flux_err)

    def covariance(self, params):
        cov = self.kernel(params, self.times[:, None], self.times[None, :])
        return cov + jnp.diag(self.flux_err**2 + jnp.exp(2.0 * params["log_jitter"]))

    def negative_log_likelihood(self, params):
        chol = np.linalg.cholesky(self.covariance(params))  # expect: JXL401
        residual = self.flux - params["mean"]
        alpha = jsl.cho_solve((chol, True), residual)
        log_det = 2.0 * jnp.sum(jnp.log(jnp.diag(chol)))
        return 0.5 * (residual @ alpha + log_det + residual.size * jnp.log(2.0 * jnp.pi))


def fit_hyperparameters(gp, params, steps=100, learning_rate=1e-4):
    objective = jax.jit(jax.value_and_grad(gp.negative_log_likelihood))
    history = []
    for _ in range(steps):
        value, grads = objective(params)
        history.append(float(value))
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, history
