from typing import NamedTuple

import jax
import jax.numpy as jnp


class ReplayBuffer(NamedTuple):
    observations: jax.Array
    actions: jax.Array
    rewards: jax.Array
    position: jax.Array

    @classmethod
    def create(cls, capacity, obs_dim):
        return cls(
            observations=jnp.zeros((capacity, obs_dim)),
            actions=jnp.zeros(capacity, dtype=jnp.int32),
            rewards=jnp.zeros(capacity),
            position=jnp.zeros((), dtype=jnp.int32),
        )

    @property
    def capacity(self):
        return self.observations.shape[0]

    def add(self, obs, action, reward):
        slot = self.position % self.capacity
        return self._replace(
            observations=self.observations.at[slot].set(obs),
            actions=self.actions.at[slot].set(action),
            rewards=self.rewards.at[slot].set(reward),
            position=self.position + 1,
        )
