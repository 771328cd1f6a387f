import jax
import jax.numpy as jnp

from nbrmd.driver import NeighborListNVE


def initial_state(n_side, box, seed):
    grid = (jnp.arange(n_side) + 0.5) * (box / n_side)
    positions = jnp.stack(jnp.meshgrid(grid, grid), axis=-1).reshape(-1, 2)
    velocities = 0.3 * jax.random.normal(jax.random.PRNGKey(seed), positions.shape)
    return positions, velocities - velocities.mean(axis=0)


def make_simulation():
    return NeighborListNVE(box=8.0, sigma=1.1, cutoff=1.6, capacity=12, dt=0.01, steps_per_block=10)


def main():
    simulation = make_simulation()
    positions, velocities = initial_state(8, 8.0, seed=0)
    return simulation.run(positions, velocities, n_blocks=5)


if __name__ == "__main__":
    positions, velocities = main()
    print(float(0.5 * jnp.sum(velocities ** 2)))
