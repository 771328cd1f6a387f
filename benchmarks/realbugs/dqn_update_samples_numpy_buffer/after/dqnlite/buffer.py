"""Uniform experience replay with NumPy storage on the host."""

import numpy as np


class ReplayBuffer:
    def __init__(self, capacity, obs_dim):
        self.capacity = capacity
        self._p = 0
        self._n = 0
        self._storage = {
            "obs": np.empty((capacity, obs_dim), dtype=np.float32),
            "action": np.empty((capacity,), dtype=np.int32),
            "reward": np.empty((capacity,), dtype=np.float32),
            "next_obs": np.empty((capacity, obs_dim), dtype=np.float32),
            "done": np.empty((capacity,), dtype=np.float32),
        }

    def add(self, obs, action, reward, next_obs, done):
        for name, value in zip(("obs", "action", "reward", "next_obs", "done"), (obs, action, reward, next_obs, done)):
            self._storage[name][self._p] = value
        self._p = (self._p + 1) % self.capacity
        self._n = min(self._n + 1, self.capacity)

    def __len__(self):
        return self._n

    def sample(self, rng, batch_size):
        return self.gather(rng.integers(0, self._n, size=batch_size))

    def gather(self, indices):
        return {name: storage[indices] for name, storage in self._storage.items()}
