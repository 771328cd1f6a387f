import jax
import jax.numpy as np

from nbody import leapfrog_step


def initial_conditions(n=8, seed=0):
    key_pos, key_vel = jax.random.split(jax.random.PRNGKey(seed))
    positions = jax.random.normal(key_pos, (n, 3))
    velocities = 0.1 * jax.random.normal(key_vel, (n, 3))
    return positions, velocities, np.ones(n) / n


def simulate(n_steps=3, dt=0.01):
    positions, velocities, masses = initial_conditions()
    for _ in range(n_steps):
        positions, velocities, finite = leapfrog_step(positions, velocities, masses, dt)
        if not finite:
            raise FloatingPointError("simulation blew up")
    return positions


if __name__ == "__main__":
    print(simulate(100))
