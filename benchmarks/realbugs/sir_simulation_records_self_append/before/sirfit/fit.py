import jax
import jax.numpy as jnp


class LeastSquaresFit:
    """Sum-of-squares fit of the transmission rate, recovery rate known, by gradient steps on log(beta)."""

    def __init__(self, simulation, observed, gamma, learning_rate=0.05):
        self.simulation = simulation
        self.observed = jnp.asarray(observed)
        self.gamma = gamma
        self.learning_rate = learning_rate
        self._loss_and_grad = jax.jit(jax.value_and_grad(self.loss))

    def loss(self, log_beta):
        predicted = self.simulation.incidence(jnp.exp(log_beta), self.gamma)
        return jnp.sum((predicted - self.observed) ** 2) / jnp.sum(self.observed ** 2)

    def fit(self, beta0, num_iterations=150):
        log_beta = jnp.log(beta0)
        for _ in range(num_iterations):
            _, grad = self._loss_and_grad(log_beta)
            log_beta = log_beta - self.learning_rate * grad
        return float(jnp.exp(log_beta))
