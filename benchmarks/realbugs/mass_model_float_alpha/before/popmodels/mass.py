"""Primary-mass population models."""
import jax.numpy as jnp


class TruncatedPowerLaw:
    def __init__(self, mmin=5.0, mmax=80.0):
        self.mmin = mmin
        self.mmax = mmax

    def normalisation(self, alpha):
        alpha = float(alpha)  # expect: JXL104
        return (1.0 - alpha) / (self.mmax ** (1.0 - alpha) - self.mmin ** (1.0 - alpha))

    def __call__(self, masses, alpha):
        inside = (masses >= self.mmin) & (masses <= self.mmax)
        return jnp.where(inside, masses ** (-alpha) * self.normalisation(alpha), 0.0)
