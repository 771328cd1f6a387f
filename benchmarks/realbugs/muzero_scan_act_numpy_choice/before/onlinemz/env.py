"""A one-dimensional reach task: the state moves by the chosen step, the reward is closeness to the goal."""

import jax.numpy as jnp

STEPS = jnp.array([-1.0, 0.0, 1.0])
GOAL = 3.0


def env_step(position, action):
    position = position + STEPS[action]
    return position, -jnp.abs(position - GOAL)
