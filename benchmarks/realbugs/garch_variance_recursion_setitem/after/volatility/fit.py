import jax
import numpy as np
from scipy.optimize import minimize

from volatility.garch import neg_loglik


class GarchFit:
    """Maximum likelihood for GARCH(1,1) with L-BFGS-B; the likelihood and its gradient are jitted."""

    bounds = [(1e-6, 10.0), (0.0, 0.9999), (0.0, 0.9999)]

    def __init__(self, returns):
        self.returns = returns
        self.objective = jax.jit(jax.value_and_grad(neg_loglik))

    def _scipy_objective(self, theta):
        value, grad = self.objective(theta, self.returns)
        return float(value), np.asarray(grad, dtype=np.float64)

    def fit(self, x0=(0.05, 0.05, 0.90)):
        result = minimize(self._scipy_objective, np.array(x0), jac=True, method="L-BFGS-B", bounds=self.bounds)
        return result.x
