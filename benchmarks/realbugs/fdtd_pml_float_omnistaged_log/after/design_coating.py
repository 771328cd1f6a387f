import jax
import jax.numpy as jnp

from fdtd1d import Grid, PerfectlyMatchedLayer, Simulation


def main(steps=3):
    grid = Grid(n_cells=300, dx=1e-3)
    sim = Simulation(grid, PerfectlyMatchedLayer(20), source_cell=40, probe_cell=260, n_steps=700)
    energy_and_grad = jax.jit(jax.value_and_grad(sim.transmitted_energy))
    permittivity = jnp.ones(grid.n_cells).at[140:160].set(4.0)
    energies = []
    for _ in range(steps):
        energy, grad = energy_and_grad(permittivity)
        energies.append(energy)
        permittivity = jnp.clip(permittivity + 0.5 * grad / jnp.max(jnp.abs(grad)), 1.0, 6.0)
    return energies


if __name__ == "__main__":
    print("transmitted energy per design step:", [round(float(e), 3) for e in main()])
