from typing import NamedTuple

import jax.numpy as jnp


class ReacherConfig(NamedTuple):
    dt: float = 0.1
    damping: float = 0.1
    horizon: int = 50


def reacher_step(config, state, force, target):
    """A damped point mass in the plane pushed by a bounded force; the reward is minus the distance to the target."""
    position, velocity = state
    velocity = (1.0 - config.damping) * velocity + config.dt * force
    position = position + config.dt * velocity
    reward = -jnp.linalg.norm(position - target)
    return (position, velocity), reward
