import numpy as np

from cheetahjax.env import Wrapper


class ControlRangeClip(Wrapper):
    def __init__(self, env):
        super().__init__(env)
        self.low = np.asarray(env.ctrlrange[:, 0])
        self.high = np.asarray(env.ctrlrange[:, 1])

    def step(self, state, action):
        action = np.clip(action, self.low, self.high)  # expect: JXL401
        return self.env.step(state, action)
