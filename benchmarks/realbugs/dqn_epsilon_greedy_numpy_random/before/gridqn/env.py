import numpy as np

MOVES = np.array([[-1, 0], [1, 0], [0, -1], [0, 1]])  # up, down, left, right


class GridWorld:
    """A 5x5 grid: start in the top-left corner, +1 and the end of the episode at the bottom-right goal."""

    def __init__(self, size=5, max_steps=50):
        self.size = size
        self.max_steps = max_steps

    def observe(self):
        obs = np.zeros(self.size * self.size, np.float32)
        obs[self.pos[0] * self.size + self.pos[1]] = 1.0
        return obs

    def reset(self):
        self.pos = np.array([0, 0])
        self.t = 0
        return self.observe()

    def step(self, action):
        self.pos = np.clip(self.pos + MOVES[action], 0, self.size - 1)
        self.t += 1
        at_goal = bool((self.pos == self.size - 1).all())
        reward = 1.0 if at_goal else -0.01
        return self.observe(), reward, at_goal or self.t >= self.max_steps
