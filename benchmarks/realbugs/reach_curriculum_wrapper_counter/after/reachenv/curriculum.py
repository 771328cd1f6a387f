import jax.numpy as jnp

from reachenv.base import Wrapper


class CurriculumWrapper(Wrapper):
    def __init__(self, env, steps_per_level=100, max_level=3):
        super().__init__(env)
        self.steps_per_level = steps_per_level
        self.max_level = max_level

    def goal_radius(self, level):
        return 0.1 * (1 + level)

    def level(self, state):
        return jnp.minimum(state.steps // self.steps_per_level, self.max_level)

    def step(self, state, action):
        state = self.env.step(state, action)
        distance = jnp.linalg.norm(state.goal)
        goal = state.goal * self.goal_radius(self.level(state)) / distance
        return state._replace(goal=goal)
