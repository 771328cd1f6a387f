from typing import Any, NamedTuple

import jax.numpy as jnp


class ReplayState(NamedTuple):
    storage: Any
    ptr: Any
    size: Any


class ReplayBuffer:
    """Circular buffer of transitions, one flat row per transition: obs, action, reward, next obs, done."""

    def __init__(self, capacity, obs_dim):
        self.capacity = capacity
        self.obs_dim = obs_dim

    @property
    def row_size(self):
        return 2 * self.obs_dim + 3

    def init(self):
        return ReplayState(jnp.zeros((self.capacity, self.row_size)), jnp.zeros((), jnp.int32),
                           jnp.zeros((), jnp.int32))

    def add(self, state, obs, action, reward, next_obs, done):
        row = jnp.concatenate([obs, action[None].astype(jnp.float32), reward[None], next_obs,
                               done[None].astype(jnp.float32)])
        idx = state.ptr % self.capacity
        storage = state.storage
        storage[idx] = row  # expect: JXL301
        return ReplayState(storage, state.ptr + 1, jnp.minimum(state.size + 1, self.capacity))

    def rewards(self, state):
        return state.storage[:, self.obs_dim + 1]
