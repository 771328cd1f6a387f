"""Evolve a cluster that starts at rest: gravity should set it in motion."""

import jax
import jax.numpy as jnp

from nbody.integrator import Leapfrog


def run(steps=5, n=6):
    positions = jax.random.normal(jax.random.PRNGKey(0), (n, 3))
    sim = Leapfrog(positions, jnp.zeros((n, 3)), jnp.ones(n))
    for _ in range(steps):
        sim.step()
    return sim


if __name__ == "__main__":
    print(run().velocities)
