"""A corridor of N cells: action 1 steps right, action 0 steps left; reaching the right end pays 1."""


class Corridor:
    def __init__(self, length=6, max_steps=30):
        self.length = length
        self.max_steps = max_steps

    def reset(self):
        self.position = 0
        self.t = 0
        return self.position

    def step(self, action):
        self.t += 1
        self.position = max(0, min(self.length - 1, self.position + (1 if action == 1 else -1)))
        reached = self.position == self.length - 1
        return self.position, float(reached), reached or self.t >= self.max_steps
