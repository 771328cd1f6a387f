import jax


class Detector:
    """A scintillator with Gaussian energy resolution (keV)."""

    def __init__(self, resolution_kev, seed=0):
        self.resolution = resolution_kev
        self.key = jax.random.PRNGKey(seed)

    def measure(self, energies, key):
        return energies + self.resolution * jax.random.normal(key, energies.shape)
