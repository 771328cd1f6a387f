import jax
import jax.numpy as jnp

from epifit.model import sir_rhs
from epifit.solver import euler_solver


class SIRFitter:
    """Estimates the transmission and recovery rates of an outbreak by gradient descent on log-parameters."""

    def __init__(self, y0, t, observed, learning_rate=1.0, n_iter=300):
        self.y0 = y0
        self.t = t
        self.observed = observed
        self.learning_rate = learning_rate
        self.n_iter = n_iter
        self._loss_and_grad = jax.jit(jax.value_and_grad(self.loss))

    def simulate(self, beta, gamma):
        return euler_solver(sir_rhs, self.y0, self.t, beta, gamma)

    def loss(self, log_params):
        beta, gamma = jnp.exp(log_params)
        predicted = self.simulate(beta, gamma)
        return jnp.mean((predicted[:, 1] - self.observed) ** 2) / jnp.mean(self.observed ** 2)

    def fit(self, beta0, gamma0):
        log_params = jnp.log(jnp.array([beta0, gamma0]))
        first_loss = None
        for _ in range(self.n_iter):
            value, grads = self._loss_and_grad(log_params)
            if first_loss is None:
                first_loss = float(value)
            log_params = log_params - self.learning_rate * grads
        final_loss = float(self._loss_and_grad(log_params)[0])
        return jnp.exp(log_params), first_loss, final_loss
