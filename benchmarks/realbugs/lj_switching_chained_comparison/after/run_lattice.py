import jax.numpy as jnp
import numpy as np

from ljfluid import total_energy


def cubic_lattice(cells, spacing):
    grid = np.arange(cells) * spacing
    return np.stack(np.meshgrid(grid, grid, grid, indexing="ij"), axis=-1).reshape(-1, 3)


def lattice_energy(cells, spacing, jitter):
    positions = cubic_lattice(cells, spacing) + jitter * np.random.default_rng(3).normal(size=(cells**3, 3))
    return positions, float(total_energy(jnp.asarray(positions), cells * spacing))


if __name__ == "__main__":
    print(lattice_energy(4, 1.2, 0.05)[1])
