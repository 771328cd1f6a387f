import jax
import jax.numpy as jnp

from clusterdyn import DirectGravity, KickDriftKick


def plummer_like_cluster(num_stars=64, seed=0):
    key_pos, key_vel = jax.random.split(jax.random.PRNGKey(seed))
    positions = jax.random.normal(key_pos, (num_stars, 3))
    velocities = 0.3 * jax.random.normal(key_vel, (num_stars, 3))
    masses = jnp.full((num_stars,), 1.0 / num_stars)
    return positions, velocities, masses


def main(num_steps=200):
    positions, velocities, masses = plummer_like_cluster()
    integrator = KickDriftKick(DirectGravity(), dt=0.01)
    return integrator.evolve(positions, velocities, masses, num_steps)


if __name__ == "__main__":
    positions, velocities, energies = main()
    print("relative energy drift", float((energies[-1] - energies[0]) / energies[0]))
