import jax
import jax.numpy as jnp

from nbody.diagnostics import EnergyMonitor
from nbody.physics import total_energy
from nbody.simulator import VerletSimulator


def cold_cluster(key, n):
    key_pos, key_vel = jax.random.split(key)
    pos = jax.random.normal(key_pos, (n, 3))
    vel = 0.1 * jax.random.normal(key_vel, (n, 3))
    return pos, vel - vel.mean(axis=0), jnp.full(n, 1.0 / n)


def main(n=50, n_blocks=5):
    pos, vel, mass = cold_cluster(jax.random.key(1), n)
    e0 = total_energy(pos, vel, mass, 0.05)
    sim = VerletSimulator(mass, EnergyMonitor(e0))
    pos, vel = sim.run(pos, vel, n_blocks)
    drift = float(sim.monitor.relative_drift(total_energy(pos, vel, mass, 0.05)))
    print(f"final relative energy drift {drift:.2e}")
    return drift


if __name__ == "__main__":
    main()
