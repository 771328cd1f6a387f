import jax
import jax.numpy as jnp
import numpy as np

from latticekit.census import bond_census


def simple_cubic(n, spacing):
    grid = np.arange(n) * spacing
    return np.stack(np.meshgrid(grid, grid, grid, indexing="ij"), axis=-1).reshape(-1, 3)


def main():
    lattice = jnp.asarray(simple_cubic(3, 1.0))
    box = jnp.full(3, 3.0)
    noise = jax.random.normal(jax.random.key(0), (6,) + lattice.shape)
    amplitudes = jnp.linspace(0.0, 0.25, 6)[:, None, None]
    trajectory = lattice[None] + amplitudes * noise
    counts = bond_census(trajectory, box, 1.2, 0.5)
    print("distinct bonds per frame:", np.asarray(counts))
    return counts


if __name__ == "__main__":
    main()
