"""Wrappers that add bookkeeping around an environment without changing its dynamics."""

from gridrl.logs import log_transition


class EpisodeStatsWrapper:
    def __init__(self, env):
        self.env = env
        self.total_steps = 0

    def reset(self):
        return self.env.reset()

    def step(self, state, action):
        state, reward, done = self.env.step(state, action)
        self.total_steps += 1  # expect: JXL202
        log_transition(self.total_steps, reward, done)
        return state, reward, done
