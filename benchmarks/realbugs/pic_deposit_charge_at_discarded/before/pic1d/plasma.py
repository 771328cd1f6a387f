import jax
import jax.numpy as jnp

from pic1d.deposit import deposit_charge, gather_field
from pic1d.fields import solve_poisson


class Plasma1D:
    """Electrons on a neutralising ion background in a periodic box (two-stream setups)."""

    def __init__(self, n_cells, length, n_particles, dt):
        self.n_cells = n_cells
        self.length = length
        self.dx = length / n_cells
        self.charge = -length / n_particles
        self.dt = dt
        self._density = jax.jit(self.charge_density)
        self._step = jax.jit(self.step)

    def charge_density(self, positions):
        return deposit_charge(jnp.zeros(self.n_cells), positions, self.dx, self.charge)

    def step(self, positions, velocities):
        field = solve_poisson(self.charge_density(positions), self.length)
        velocities = velocities + self.dt * (-1.0) * gather_field(field, positions, self.dx)
        positions = (positions + self.dt * velocities) % self.length
        return positions, velocities

    def run(self, positions, velocities, n_steps):
        for _ in range(n_steps):
            positions, velocities = self._step(positions, velocities)
        return positions, velocities
