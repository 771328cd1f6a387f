import jax
import jax.numpy as jnp


class Calibrator:
    """Maximum likelihood for (beta, gamma) by Adam steps on their logarithms."""

    def __init__(self, model, likelihood, learning_rate=0.02):
        self.model = model
        self.likelihood = likelihood
        self.learning_rate = learning_rate
        self._value_and_grad = jax.jit(jax.value_and_grad(self.objective))

    def objective(self, log_params):
        beta, gamma = jnp.exp(log_params)
        return self.likelihood.neg_log_likelihood(self.model.daily_incidence(beta, gamma)) / self.model.num_days

    def fit(self, initial, num_iterations=400):
        log_params = jnp.log(jnp.asarray(initial))
        m = v = jnp.zeros_like(log_params)
        for step in range(1, num_iterations + 1):
            _, grads = self._value_and_grad(log_params)
            m = 0.9 * m + 0.1 * grads
            v = 0.999 * v + 0.001 * grads ** 2
            m_hat, v_hat = m / (1 - 0.9 ** step), v / (1 - 0.999 ** step)
            log_params = log_params - self.learning_rate * m_hat / (jnp.sqrt(v_hat) + 1e-8)
        return jnp.exp(log_params)
