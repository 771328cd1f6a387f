"""Wrappers that add bookkeeping around an environment without changing its dynamics."""

from gridrl.logs import log_transition


class EpisodeStatsWrapper:
    def __init__(self, env):
        self.env = env
        self.total_steps = 0

    def reset(self):
        return self.env.reset()

    def step(self, state, action):
        return self.env.step(state, action)

    def record(self, rewards):
        """Bookkeeping after a collection, on concrete values."""
        for reward in rewards.tolist():
            self.total_steps += 1
            log_transition(self.total_steps, reward)
