from reachenv.base import Wrapper


class CurriculumWrapper(Wrapper):
    def __init__(self, env, steps_per_level=100, max_level=3):
        super().__init__(env)
        self.steps_per_level = steps_per_level
        self.max_level = max_level
        self.total_steps = 0
        self.level = 0

    def goal_radius(self, level):
        return 0.1 * (1 + level)

    def step(self, state, action):
        self.total_steps += 1  # expect: JXL202
        self.level = min(self.total_steps // self.steps_per_level, self.max_level)  # expect: JXL202
        state = self.env.step(state, action)
        distance = (state.goal ** 2).sum() ** 0.5
        goal = state.goal * self.goal_radius(self.level) / distance
        return state._replace(goal=goal)
