import jax.numpy as jnp


class GaussianSpectrumLikelihood:
    def __init__(self, emulator, data, noise):
        self.emulator = emulator
        self.data = data
        self.noise = noise

    def log_prob(self, theta):
        model = self.emulator.predict(theta)
        return -0.5 * jnp.sum(((self.data - model) / self.noise) ** 2)
