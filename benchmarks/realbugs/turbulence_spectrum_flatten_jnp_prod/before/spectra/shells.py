import jax.numpy as jnp


class ShellSpectrum:
    """E(k): kinetic energy summed over spherical shells of integer |k|."""

    def __init__(self, grid):
        self.grid = grid
        self.n_shells = grid.n // 2 + 1

    def __call__(self, velocity):
        u_hat = jnp.fft.fftn(velocity, axes=(1, 2, 3)) / self.grid.n ** 3
        density = 0.5 * jnp.sum(jnp.abs(u_hat) ** 2, axis=0)
        shells = self.grid.shell_index()
        return jnp.zeros(self.n_shells).at[shells].add(self.grid.flatten(density), mode="drop")
