import jax
import jax.numpy as jnp

from nbodylab.analysis import EscaperReport
from nbodylab.simulation import GravitySimulation


def main(num_bodies=50):
    key_pos, key_vel = jax.random.split(jax.random.PRNGKey(4))
    positions = jax.random.normal(key_pos, (num_bodies, 2))
    velocities = 0.8 * jax.random.normal(key_vel, (num_bodies, 2))
    masses = jnp.full((num_bodies,), 1.0 / num_bodies)
    simulation = GravitySimulation(dt=0.01, num_steps=300, report=EscaperReport())
    return simulation.run(positions, velocities, masses)


if __name__ == "__main__":
    _, summary = main()
    print({name: float(value) for name, value in summary.items()})
