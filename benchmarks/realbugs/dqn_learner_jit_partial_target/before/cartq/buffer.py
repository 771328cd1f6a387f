import numpy as np


class ReplayBuffer:
    """A fixed-size ring buffer of transitions kept on the host."""

    def __init__(self, capacity, obs_dim, seed=0):
        self.obs = np.zeros((capacity, obs_dim), np.float32)
        self.actions = np.zeros(capacity, np.int32)
        self.rewards = np.zeros(capacity, np.float32)
        self.next_obs = np.zeros((capacity, obs_dim), np.float32)
        self.dones = np.zeros(capacity, np.float32)
        self.capacity = capacity
        self.size = 0
        self.cursor = 0
        self.rng = np.random.default_rng(seed)

    def add(self, obs, action, reward, next_obs, done):
        i = self.cursor
        self.obs[i], self.actions[i], self.rewards[i] = obs, action, reward
        self.next_obs[i], self.dones[i] = next_obs, done
        self.cursor = (self.cursor + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def __len__(self):
        return self.size

    def sample(self, batch_size):
        idx = self.rng.integers(0, self.size, batch_size)
        return {"obs": self.obs[idx], "actions": self.actions[idx], "rewards": self.rewards[idx],
                "next_obs": self.next_obs[idx], "dones": self.dones[idx]}
