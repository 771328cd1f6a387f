import jax
import jax.numpy as jnp


class ResponseFitter:
    """Fits a filter's parameters to a measured magnitude response by gradient descent on the squared dB error."""

    def __init__(self, filt, freqs, target_db, learning_rate=0.03):
        self.filt = filt
        self.freqs = freqs
        self.target_db = target_db
        self.learning_rate = learning_rate
        self._loss_and_grad = jax.jit(jax.value_and_grad(self.loss))

    def loss(self, params):
        return jnp.mean((self.filt.response_db(params, self.freqs) - self.target_db) ** 2)

    def fit(self, params, steps=1500):
        for _ in range(steps):
            loss, grads = self._loss_and_grad(params)
            params = {name: value - self.learning_rate * grads[name] for name, value in params.items()}
        return params, float(loss)
