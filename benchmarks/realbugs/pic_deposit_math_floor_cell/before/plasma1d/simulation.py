import jax
import jax.numpy as jnp


class TwoStreamSimulation:
    """Electrostatic particle-in-cell: deposit, field solve, push; one compiled step."""

    def __init__(self, grid, charge, dt):
        self.grid = grid
        self.charge = charge
        self.dt = dt
        self.step = jax.jit(self._step)

    def field(self, rho):
        k = 2.0 * jnp.pi * jnp.fft.rfftfreq(self.grid.num_cells, d=self.grid.dx)
        rho_k = jnp.fft.rfft(rho - jnp.mean(rho))
        e_k = jnp.where(k > 0, -1j * rho_k / jnp.where(k > 0, k, 1.0), 0.0)
        return jnp.fft.irfft(e_k, n=self.grid.num_cells)

    def _step(self, positions, velocities):
        rho = self.grid.deposit(positions, self.charge)
        e_field = self.field(rho)
        cells = jnp.floor(positions / self.grid.dx).astype(int) % self.grid.num_cells
        velocities = velocities - self.dt * e_field[cells]
        positions = (positions + self.dt * velocities) % self.grid.length
        return positions, velocities, rho
