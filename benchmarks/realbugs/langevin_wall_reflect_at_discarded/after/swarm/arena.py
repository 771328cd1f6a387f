import jax.numpy as jnp


class GlassWall:
    """A window pane at x = wall: insects bounce off it and stay on the room side."""

    def __init__(self, wall):
        self.wall = wall

    def reflect(self, positions):
        x = positions[:, 0]
        reflected = jnp.where(x > self.wall, 2.0 * self.wall - x, x)
        return positions.at[:, 0].set(reflected)
