import jax
import jax.numpy as jnp

from nbabel.diagnostics import report
from nbabel.forces import total_energy
from nbabel.integrator import evolve


def plummer_like(key, n_bodies):
    """A small cold cluster: masses summing to 1, positions and velocities drawn around the origin."""
    pos_key, vel_key = jax.random.split(key)
    positions = jax.random.normal(pos_key, (n_bodies, 3)) * 0.5
    velocities = jax.random.normal(vel_key, (n_bodies, 3)) * 0.3
    velocities = velocities - velocities.mean(axis=0)
    return positions - positions.mean(axis=0), velocities, jnp.full(n_bodies, 1.0 / n_bodies)


def main(n_bodies=16, n_steps=50):
    positions, velocities, masses = plummer_like(jax.random.PRNGKey(3), n_bodies)
    initial_energy = float(total_energy(positions, velocities, masses))
    positions, velocities, energies = evolve(positions, velocities, masses, 1e-3, n_steps)
    for nsteps in range(10, n_steps + 1, 10):
        report(nsteps, float(energies[nsteps - 1]), initial_energy)
    print(f"final energy {float(energies[-1]):.6f}")
    return float(energies[-1])


if __name__ == "__main__":
    main()
