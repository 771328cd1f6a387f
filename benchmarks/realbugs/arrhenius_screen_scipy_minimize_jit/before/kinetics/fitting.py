import jax
import jax.numpy as jnp
from scipy import optimize

from kinetics.arrhenius import log_rate


class ArrheniusFitter:
    """Least-squares fit of ln k = ln A - Ea / (R T) to measured rate constants."""

    def __init__(self, initial=(20.0, 50.0)):
        self.initial = jnp.asarray(initial)

    def loss(self, params, inv_temperature, log_k):
        return jnp.sum((log_rate(params, inv_temperature) - log_k) ** 2)

    def fit(self, temperatures, rate_constants):
        args = (1.0 / temperatures, jnp.log(rate_constants))
        gradient = jax.grad(self.loss)
        result = optimize.minimize(self.loss, self.initial, args=args, jac=gradient, method="BFGS")  # expect: JXL401
        return result.x
