import jax
import jax.numpy as jnp

from nbody import Simulation


def main(n_bodies=16, n_steps=25):
    key_x, key_v = jax.random.split(jax.random.PRNGKey(4))
    positions = jax.random.normal(key_x, (n_bodies, 3))
    velocities = 0.1 * jax.random.normal(key_v, (n_bodies, 3))
    sim = Simulation(jnp.full(n_bodies, 1.0 / n_bodies), dt=0.01)
    sim.run(positions, velocities, n_steps)
    return sim.monitor


if __name__ == "__main__":
    print("relative drift", main().drift())
