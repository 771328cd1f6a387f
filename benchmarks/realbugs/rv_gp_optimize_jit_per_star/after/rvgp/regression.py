import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl

from rvgp.optim import optimize


class GaussianProcess:
    def __init__(self, kernel, init_params):
        self.kernel = kernel
        self.init_params = init_params
        self._value_and_grad = jax.jit(jax.value_and_grad(self.neg_log_marginal))

    def neg_log_marginal(self, params, t, rv, rv_err):
        cov = self.kernel(params, t, t) + jnp.diag(rv_err**2 + jnp.exp(2 * params["log_jitter"]))
        factor = jsl.cho_factor(cov, lower=True)
        alpha = jsl.cho_solve(factor, rv)
        log_det = 2.0 * jnp.sum(jnp.log(jnp.diag(factor[0])))
        return 0.5 * (rv @ alpha + log_det + rv.size * jnp.log(2 * jnp.pi))

    def fit(self, t, rv, rv_err, n_steps=100):
        return optimize(self._value_and_grad, self.init_params, t, rv, rv_err, n_steps=n_steps)
