import jax.numpy as jnp
import numpy as np

from plasma1d.grid import PeriodicGrid
from plasma1d.simulation import TwoStreamSimulation


def main(num_particles=2000, num_steps=20):
    rng = np.random.default_rng(1)
    grid = PeriodicGrid(length=2.0 * np.pi, num_cells=64)
    positions = jnp.asarray(rng.uniform(0.0, grid.length, num_particles))
    velocities = jnp.asarray(np.where(np.arange(num_particles) % 2 == 0, 1.0, -1.0))
    sim = TwoStreamSimulation(grid, charge=grid.length / num_particles, dt=0.1)
    for _ in range(num_steps):
        positions, velocities, rho = sim.step(positions, velocities)
    return grid, rho


if __name__ == "__main__":
    grid, rho = main()
    print(float(rho.sum() * grid.dx))
