import jax.numpy as jnp

from wavepacket.grid import gaussian_packet, norm, periodic_grid
from wavepacket.solver import SplitStepSolver


def main(barrier_height=2.5, barrier_width=1.0, n_steps=2400):
    grid = periodic_grid()
    potential = jnp.where(jnp.abs(grid.x) < 0.5 * barrier_width, barrier_height, 0.0)
    solver = SplitStepSolver(grid, potential)
    psi = gaussian_packet(grid)
    transmitted = solver.evolve(psi, n_steps=600)
    right = float(jnp.sum(jnp.abs(transmitted[grid.x > 0]) ** 2) * grid.dx)
    final = solver.evolve(transmitted, n_steps=n_steps)
    remaining = float(norm(final, grid))
    print(f"transmission {right:.3f}, probability left in the box after absorption {remaining:.4f}")
    return right, remaining


if __name__ == "__main__":
    main()
