import jax.numpy as jnp

from fwi1d.grid import make_grid
from fwi1d.inversion import Inversion
from fwi1d.solver import WaveSolver


def true_velocity(grid):
    return 1.0 + 0.3 * jnp.exp(-((grid.x - 0.3) / 0.1) ** 2)


def main(num_steps=8):
    grid = make_grid()
    solver = WaveSolver(grid)
    observed = solver.record(true_velocity(grid))
    inversion = Inversion(solver, observed)
    velocity, history = inversion.run(jnp.ones(grid.nx), num_steps)
    for step, loss in enumerate(history):
        print(f"step {step}: misfit {loss:.3e}")
    return history


if __name__ == "__main__":
    main()
