import numpy as np


class ContextualBandit:
    """Each step shows a one-hot context; the rewarded arm equals the context index."""

    def __init__(self, num_arms, seed):
        self.num_arms = num_arms
        self.rng = np.random.default_rng(seed)
        self.context = 0

    def observe(self):
        self.context = int(self.rng.integers(self.num_arms))
        return np.eye(self.num_arms, dtype=np.float32)[self.context]

    def reward(self, action):
        return 1.0 if int(action) == self.context else 0.0
