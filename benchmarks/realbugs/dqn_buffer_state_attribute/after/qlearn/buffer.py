from typing import NamedTuple

import jax
import jax.numpy as jnp


class BufferState(NamedTuple):
    obs: jax.Array
    rewards: jax.Array
    position: jax.Array
    size: jax.Array


class TransitionBuffer:
    """A fixed-capacity ring buffer kept on the device; its state goes in and out of the learner step."""

    def __init__(self, capacity, obs_dim):
        self.capacity = capacity
        self.state = self.init(obs_dim)

    def init(self, obs_dim):
        return BufferState(
            obs=jnp.zeros((self.capacity, obs_dim)),
            rewards=jnp.zeros((self.capacity,)),
            position=jnp.array(0),
            size=jnp.array(0),
        )

    def add(self, s, obs, reward):
        return BufferState(
            obs=s.obs.at[s.position].set(obs),
            rewards=s.rewards.at[s.position].set(reward),
            position=(s.position + 1) % self.capacity,
            size=jnp.minimum(s.size + 1, self.capacity),
        )

    def sample(self, s, key, batch_size):
        idx = jax.random.randint(key, (batch_size,), 0, jnp.maximum(s.size, 1))
        return s.obs[idx], s.rewards[idx]
