import jax

from swarm.arena import GlassWall
from swarm.dynamics import OverdampedLangevin
from swarm.potentials import LightSource


def main(num_insects=400, num_steps=500):
    key_init, key_run = jax.random.split(jax.random.PRNGKey(1))
    positions = jax.random.uniform(key_init, (num_insects, 2), minval=-3.0, maxval=0.0)
    dynamics = OverdampedLangevin(LightSource([3.0, 0.0], strength=1.0), GlassWall(1.0), dt=0.01, temperature=0.1)
    return dynamics.simulate(positions, key_run, num_steps)


if __name__ == "__main__":
    final, centre = main()
    print("largest x", float(final[:, 0].max()), "swarm centre", centre[-1])
