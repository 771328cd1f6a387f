import jax.numpy as jnp

from quantum.grid import Grid
from quantum.split_operator import evolve


def main(step_counts=(8, 16, 32), t_final=2.0):
    """Error of the wave packet at t_final against a run with many more steps: Strang splitting is second order."""
    grid = Grid()
    psi0 = grid.gaussian_packet()
    potential = 0.5 * 0.2 * grid.x**2
    reference = evolve(psi0, potential, grid.k, t_final, n_steps=3200)
    errors = []
    for n in step_counts:
        psi = evolve(psi0, potential, grid.k, t_final, n_steps=n)  # expect: JXL503
        errors.append(float(jnp.sqrt(jnp.sum(jnp.abs(psi - reference) ** 2) * grid.dx)))
        print(f"{n:4d} steps: error {errors[-1]:.2e}")
    return grid, psi0, potential, errors


if __name__ == "__main__":
    main()
