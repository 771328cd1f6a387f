"""Samples of the pendulum's mass and damping, one per environment of the batch."""

import jax

from randenv.pendulum import PendulumSystem


def randomize_mass_and_damping(num_envs):
    def randomize(sys, rng):
        mass_key, damping_key = jax.random.split(rng)
        mass = sys.mass * jax.random.uniform(mass_key, (num_envs,), minval=0.8, maxval=1.2)
        damping = sys.damping * jax.random.uniform(damping_key, (num_envs,), minval=0.5, maxval=1.5)
        in_axes = PendulumSystem(mass=0, length=None, damping=0)
        return sys._replace(mass=mass, damping=damping), in_axes

    return randomize
