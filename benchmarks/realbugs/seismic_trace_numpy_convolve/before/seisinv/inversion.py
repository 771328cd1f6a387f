import jax
import jax.numpy as jnp


class ImpedanceInversion:
    """Least-squares trace misfit with a smoothness penalty, minimised by gradient descent."""

    def __init__(self, forward, observed, smoothing=0.1):
        self.forward = forward
        self.observed = observed
        self.smoothing = smoothing
        self.misfit_and_grad = jax.jit(jax.value_and_grad(self.misfit))

    def misfit(self, log_impedance):
        residual = self.forward(log_impedance) - self.observed
        roughness = jnp.sum(jnp.diff(log_impedance) ** 2)
        return 0.5 * jnp.sum(residual**2) + self.smoothing * roughness

    def run(self, log_impedance, learning_rate, num_iterations):
        misfits = []
        for _ in range(num_iterations):
            value, grad = self.misfit_and_grad(log_impedance)
            log_impedance = log_impedance - learning_rate * grad
            misfits.append(float(value))
        return log_impedance, misfits
