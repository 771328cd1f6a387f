import random


class UniformMove:
    """Neighbourhood of radius `radius` around the current point."""

    def __init__(self, radius=1.0):
        self.radius = radius

    def propose(self, x):
        return random.uniform(x - self.radius, x + self.radius)  # expect: JXL402
