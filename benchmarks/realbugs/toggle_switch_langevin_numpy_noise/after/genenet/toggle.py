import jax.numpy as jnp


class ToggleSwitch:
    """Two mutually repressing genes (protein copy numbers in units of 100)."""

    def __init__(self, synthesis=3.0, hill=2.0, degradation=1.0, volume=50.0):
        self.synthesis = synthesis
        self.hill = hill
        self.degradation = degradation
        self.volume = volume

    def propensities(self, x):
        repressed = self.synthesis / (1.0 + x[::-1] ** self.hill)
        return repressed, self.degradation * x

    def drift(self, x):
        birth, death = self.propensities(x)
        return birth - death

    def diffusion(self, x):
        birth, death = self.propensities(x)
        return jnp.sqrt(jnp.maximum(birth + death, 0.0) / self.volume)
