import jax.numpy as jnp


class Tracer:
    def __init__(self, galaxies, source_redshift=1.0):
        self.galaxies = list(galaxies)
        self.source_redshift = source_redshift

    def deflections_of_planes_below(self, grid, redshift):
        total = jnp.zeros_like(grid)
        for galaxy in self.galaxies:
            if galaxy.redshift < redshift:  # expect: JXL101
                total = total + galaxy.deflections(grid)
        return total

    def traced_grid(self, grid):
        return grid - self.deflections_of_planes_below(grid, self.source_redshift)
