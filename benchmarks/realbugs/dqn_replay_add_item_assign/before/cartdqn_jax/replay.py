from typing import NamedTuple

import jax
import jax.numpy as jnp


class ReplayBuffer(NamedTuple):
    obs: jax.Array
    actions: jax.Array
    rewards: jax.Array
    index: jax.Array


def initialize_empty(size, obs_dim):
    return ReplayBuffer(jnp.zeros((size, obs_dim)), jnp.zeros(size, jnp.int32), jnp.zeros(size), jnp.zeros((), jnp.int32))


def add_transition(buffer, obs, action, reward):
    slot = buffer.index % buffer.obs.shape[0]
    buffer.obs[slot] = obs  # expect: JXL301
    buffer.actions[slot] = action  # expect: JXL301
    buffer.rewards[slot] = reward  # expect: JXL301
    return buffer._replace(index=buffer.index + 1)
