"""A fixed-capacity prioritized replay buffer kept in preallocated JAX arrays."""

import jax
import jax.numpy as jnp


class PrioritizedReplayBuffer:
    def __init__(self, capacity, obs_dim):
        self.capacity = capacity
        self.observations = jnp.zeros((capacity, obs_dim))
        self.rewards = jnp.zeros(capacity)
        self.priorities = jnp.zeros(capacity)
        self.cursor = 0
        self.size = 0

    def __len__(self):
        return self.size

    def add(self, obs, reward):
        self.observations = self.observations.at[self.cursor].set(obs)
        self.rewards = self.rewards.at[self.cursor].set(reward)
        self.priorities = self.priorities.at[self.cursor].set(jnp.maximum(jnp.max(self.priorities), 1.0))
        self.cursor = (self.cursor + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def sample(self, key, batch_size):
        filled = self.priorities[: self.size]
        indices = jax.random.choice(key, self.size, (batch_size,), p=filled / jnp.sum(filled))
        return indices, self.observations[indices], self.rewards[indices]

    def update_priorities(self, indices, td_errors):
        new_priorities = jnp.abs(td_errors) + 1e-3
        self.priorities = self.priorities.at[indices].set(new_priorities)
