import jax.numpy as jnp


class Isothermal:
    def __init__(self, einstein_radius, centre=(0.0, 0.0)):
        self.einstein_radius = einstein_radius
        self.centre = centre

    def deflections(self, grid):
        shifted = grid - jnp.asarray(self.centre)
        radius = jnp.sqrt(jnp.sum(shifted**2, axis=-1, keepdims=True)) + 1e-8
        return self.einstein_radius * shifted / radius


class Galaxy:
    def __init__(self, redshift, mass=None):
        self.redshift = redshift
        self.mass = mass

    def deflections(self, grid):
        if self.mass is None:
            return jnp.zeros_like(grid)
        return self.mass.deflections(grid)
