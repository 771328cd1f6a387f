import jax.numpy as jnp


class PeriodicGrid1D:
    """Uniform periodic grid on [0, length)."""

    def __init__(self, num_cells, length):
        self.num_cells = num_cells
        self.dx = length / num_cells
        self.x = jnp.arange(num_cells) * self.dx

    def laplacian(self, u):
        return (jnp.roll(u, -1) - 2.0 * u + jnp.roll(u, 1)) / self.dx**2
