import jax.numpy as jnp


class HarmonicBias:
    """Umbrella restraint on the first coordinate: k/2 (x0 - center)^2."""

    def __init__(self, center, kspring):
        self.center = center
        self.kspring = kspring

    def bias_energy(self, positions):
        return 0.5 * self.kspring * (positions[0, 0] - self.center) ** 2

    def collect(self, positions):
        return positions[0, 0]

    def histogram(self, values):
        return jnp.histogram(jnp.asarray(values), bins=8)
