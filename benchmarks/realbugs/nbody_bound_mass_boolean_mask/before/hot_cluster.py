import jax
import jax.numpy as jnp

from cluster.diagnostics import ClusterDiagnostics
from cluster.simulation import Simulation


def main(n_bodies=64, n_steps=200):
    """A cluster started too hot: some stars have positive energy and leave; the bound fraction stays below 1."""
    pos_key, vel_key = jax.random.split(jax.random.PRNGKey(8))
    positions = jax.random.normal(pos_key, (n_bodies, 3))
    velocities = 1.2 * jax.random.normal(vel_key, (n_bodies, 3))
    masses = jnp.full(n_bodies, 1.0 / n_bodies) * 10.0
    simulation = Simulation(masses, ClusterDiagnostics(masses))
    _, fractions = simulation.evolve(positions, velocities, n_steps)
    print(f"bound mass fraction: start {float(fractions[0]):.2f}, end {float(fractions[-1]):.2f}")
    return fractions


if __name__ == "__main__":
    main()
