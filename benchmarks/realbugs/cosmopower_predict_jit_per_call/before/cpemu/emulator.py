import jax
import jax.numpy as jnp

from .network import mlp_apply


class SpectrumEmulator:
    """Neural emulator of log10 C_ell from cosmological parameters, standardised inputs and outputs."""

    def __init__(self, weights, input_mean, input_std, output_mean, output_std):
        self.weights = weights
        self.input_mean, self.input_std = input_mean, input_std
        self.output_mean, self.output_std = output_mean, output_std

    def _forward(self, theta):
        z = (theta - self.input_mean) / self.input_std
        log_spectrum = mlp_apply(self.weights, z) * self.output_std + self.output_mean
        return 10.0 ** log_spectrum

    def predict(self, theta):
        forward = jax.jit(self._forward)  # expect: JXL502
        return forward(jnp.asarray(theta))
