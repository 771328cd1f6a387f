import numpy as np


class OpenES:
    """OpenAI-style evolution strategy: antithetic Gaussian perturbations and rank-based fitness shaping."""

    def __init__(self, num_params, popsize=16, sigma=0.1, learning_rate=0.05, seed=0):
        assert popsize % 2 == 0
        self.rng = np.random.default_rng(seed)
        self.mu = np.zeros(num_params, np.float32)
        self.popsize = popsize
        self.sigma = sigma
        self.learning_rate = learning_rate

    def ask(self):
        half = self.rng.normal(size=(self.popsize // 2, self.mu.size)).astype(np.float32)
        self.epsilon = np.concatenate([half, -half])
        return self.mu + self.sigma * self.epsilon

    def tell(self, fitness):
        ranks = np.argsort(np.argsort(fitness))
        shaped = ranks / (len(fitness) - 1) - 0.5
        self.mu = self.mu + self.learning_rate / (self.popsize * self.sigma) * self.epsilon.T @ shaped
