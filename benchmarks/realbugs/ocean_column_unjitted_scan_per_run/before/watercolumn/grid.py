import jax.numpy as jnp


class VerticalGrid:
    """Uniform grid of `num_levels` cells from the surface down to `depth` metres."""

    def __init__(self, num_levels, depth):
        self.num_levels = num_levels
        self.dz = depth / num_levels
        self.z = -(jnp.arange(num_levels) + 0.5) * self.dz
