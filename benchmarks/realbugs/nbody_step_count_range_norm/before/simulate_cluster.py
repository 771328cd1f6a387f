import jax
import jax.numpy as jnp

from nbody import LeapfrogSimulator


def main(num_steps):
    key_pos, key_vel = jax.random.split(jax.random.PRNGKey(0))
    positions = jax.random.normal(key_pos, (5, 2))
    velocities = 0.1 * jax.random.normal(key_vel, (5, 2))
    simulator = LeapfrogSimulator(masses=jnp.ones(5), dt=0.01, softening=0.1)
    return simulator.run(positions, velocities, num_steps)


if __name__ == "__main__":
    final_positions, _ = main(num_steps=200)
    print(final_positions)
