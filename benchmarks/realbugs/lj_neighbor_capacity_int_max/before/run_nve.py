import itertools

import jax
import jax.numpy as jnp

from ljmd import DenseNeighborList, LennardJones, VelocityVerlet
from ljmd.space import PeriodicBox

SIDE, SPACING = 6.4, 1.6


def lattice():
    sites = [(i, j, k) for i, j, k in itertools.product(range(4), repeat=3)]
    return SPACING * (jnp.array(sites, dtype=jnp.float32) + 0.5)


def main(num_steps=200):
    box = PeriodicBox(SIDE)
    simulation = VelocityVerlet(LennardJones(box), DenseNeighborList(box, cutoff=2.5), dt=0.002)
    positions = lattice()
    velocities = 0.5 * jax.random.normal(jax.random.PRNGKey(0), positions.shape)
    velocities = velocities - velocities.mean(axis=0)
    return simulation.run(positions, velocities, num_steps)


if __name__ == "__main__":
    *_, e0, e1 = main()
    print(f"energy {float(e0):.4f} -> {float(e1):.4f}")
