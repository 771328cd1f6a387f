from typing import NamedTuple

import jax
import jax.numpy as jnp


class BufferState(NamedTuple):
    obs: jax.Array
    rewards: jax.Array
    position: jax.Array
    size: jax.Array


class TransitionBuffer:
    """A fixed-capacity ring buffer kept on the device, filled from inside the learner step."""

    def __init__(self, capacity, obs_dim):
        self.capacity = capacity
        self.state = BufferState(
            obs=jnp.zeros((capacity, obs_dim)),
            rewards=jnp.zeros((capacity,)),
            position=jnp.array(0),
            size=jnp.array(0),
        )

    def add(self, obs, reward):
        s = self.state
        self.state = BufferState(  # expect: JXL202
            obs=s.obs.at[s.position].set(obs),
            rewards=s.rewards.at[s.position].set(reward),
            position=(s.position + 1) % self.capacity,
            size=jnp.minimum(s.size + 1, self.capacity),
        )

    def sample(self, key, batch_size):
        idx = jax.random.randint(key, (batch_size,), 0, jnp.maximum(self.state.size, 1))
        return self.state.obs[idx], self.state.rewards[idx]
