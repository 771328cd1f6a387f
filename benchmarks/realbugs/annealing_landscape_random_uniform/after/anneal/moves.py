import jax


class UniformMove:
    """Neighbourhood of radius `radius` around the current point."""

    def __init__(self, radius=1.0):
        self.radius = radius

    def propose(self, key, x):
        return x + jax.random.uniform(key, minval=-self.radius, maxval=self.radius)
