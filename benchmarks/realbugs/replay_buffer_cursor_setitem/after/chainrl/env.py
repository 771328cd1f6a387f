import numpy as np


class ChainEnv:
    """States 0..n-1; action 1 moves right, action 0 moves left; reaching the right end pays 1 and ends the episode."""

    def __init__(self, length=6, max_steps=40):
        self.length = length
        self.max_steps = max_steps

    def reset(self):
        self.state, self.steps = 0, 0
        return self.state

    def step(self, action):
        self.steps += 1
        self.state = min(self.state + 1, self.length - 1) if action == 1 else max(self.state - 1, 0)
        done = self.state == self.length - 1 or self.steps >= self.max_steps
        return self.state, float(self.state == self.length - 1), done


def epsilon_greedy(q_row, epsilon, rng):
    if rng.random() < epsilon:
        return int(rng.integers(0, len(q_row)))
    return int(np.argmax(q_row))
