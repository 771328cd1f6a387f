from typing import NamedTuple

import jax


class BallConfig(NamedTuple):
    friction: float = 0.98
    push: float = 0.05
    goal_radius: float = 0.1
    max_steps: int = 100
    reward_scale: float = 1.0


class BallState(NamedTuple):
    position: jax.Array  # (2,)
    velocity: jax.Array  # (2,)
    time: jax.Array  # step counter of the episode


class TimeStep(NamedTuple):
    observation: jax.Array
    reward: jax.Array
    done: jax.Array
