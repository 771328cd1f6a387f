import jax
import jax.numpy as jnp

from .observe import model_cases


class SIRCalibrator:
    """Maximum-likelihood fit of (beta, gamma) to daily case counts, Poisson noise."""

    def __init__(self, cases, learning_rate=0.05):
        self.cases = jnp.asarray(cases, dtype=jnp.float32)
        self.days = int(self.cases.shape[0])
        self.learning_rate = learning_rate
        self._value_and_grad = jax.jit(jax.value_and_grad(self.negative_log_likelihood))

    def negative_log_likelihood(self, log_params):
        beta, gamma = jnp.exp(log_params)
        expected = jnp.maximum(model_cases(beta, gamma, self.days), 1e-6)
        return jnp.sum(expected - self.cases * jnp.log(expected)) / jnp.sum(self.cases)

    def fit(self, log_params, steps=300):
        history = []
        for _ in range(steps):
            loss, grads = self._value_and_grad(log_params)
            log_params = log_params - self.learning_rate * grads
            history.append(float(loss))
        return jnp.exp(log_params), history
