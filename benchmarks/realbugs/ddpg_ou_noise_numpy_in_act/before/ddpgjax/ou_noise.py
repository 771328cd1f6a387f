import numpy as np


class OUNoise:
    def __init__(self, action_dim, theta=0.15, sigma=0.2):
        self.theta = theta
        self.sigma = sigma
        self.state = np.zeros(action_dim)

    def __call__(self):
        dx = -self.theta * self.state + self.sigma * np.random.normal(size=self.state.shape)  # expect: JXL402
        self.state = self.state + dx  # expect: JXL202
        return self.state
