import jax
import jax.numpy as jnp


class LineFitter:
    def __init__(self, model, monitor, learning_rate):
        self.model = model
        self.monitor = monitor
        self.learning_rate = learning_rate
        self._value_and_grad = jax.jit(jax.value_and_grad(self.chi2))

    def chi2(self, params, wavelength, flux, sigma):
        residual = (flux - self.model(params, wavelength)) / sigma
        return jnp.sum(residual**2)

    def fit(self, params, wavelength, flux, sigma, n_steps=300):
        for _ in range(n_steps):
            value, grads = self._value_and_grad(params, wavelength, flux, sigma)
            params = params - self.learning_rate * grads
            self.monitor.record(value)
        return params, value
