import jax
import jax.numpy as jnp

from gridnav.types import StepType, Timestep, first_timestep

MOVES = jnp.array([[0, 1], [1, 0], [0, -1], [-1, 0]])


class GoalGrid:
    """An agent walks on a square grid to a fixed goal cell; episodes are cut at `max_steps`."""

    def __init__(self, size, goal, max_steps):
        self.size = size
        self.goal = jnp.asarray(goal)
        self.max_steps = max_steps

    def observe(self, position):
        return jnp.concatenate([position, self.goal]) / (self.size - 1)

    def reset(self, key):
        position = jax.random.randint(key, (2,), 0, self.size)
        return first_timestep(position, self.observe(position))

    def step(self, timestep, action):
        position = jnp.clip(timestep.position + MOVES[action], 0, self.size - 1)
        reached = jnp.all(position == self.goal)
        t = timestep.t + 1
        step_type = jnp.where(reached, StepType.TERMINATION,
                              jnp.where(t >= self.max_steps, StepType.TRUNCATION, StepType.TRANSITION))
        return Timestep(t, position, self.observe(position), reached.astype(jnp.float32), step_type)
