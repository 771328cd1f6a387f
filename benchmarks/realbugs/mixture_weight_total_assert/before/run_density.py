import jax
import jax.numpy as jnp

from kernelmix.smoother import smooth_default


def main():
    samples = jax.random.normal(jax.random.PRNGKey(0), (200,))
    grid = jnp.linspace(-4.0, 4.0, 81)
    density = smooth_default(grid, samples)
    return float(density.sum() * (grid[1] - grid[0]))


if __name__ == "__main__":
    print(main())
