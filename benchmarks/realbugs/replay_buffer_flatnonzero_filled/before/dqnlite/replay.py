from typing import NamedTuple

import jax
import jax.numpy as jnp


class ReplayState(NamedTuple):
    obs: jnp.ndarray
    actions: jnp.ndarray
    rewards: jnp.ndarray
    next_obs: jnp.ndarray
    filled: jnp.ndarray
    cursor: jnp.ndarray


class ReplayBuffer:
    """Fixed-capacity circular buffer kept as arrays so it can live inside jitted updates."""

    def __init__(self, capacity, obs_dim):
        self.capacity = capacity
        self.obs_dim = obs_dim

    def empty(self):
        return ReplayState(
            obs=jnp.zeros((self.capacity, self.obs_dim)),
            actions=jnp.zeros(self.capacity, dtype=jnp.int32),
            rewards=jnp.zeros(self.capacity),
            next_obs=jnp.zeros((self.capacity, self.obs_dim)),
            filled=jnp.zeros(self.capacity, dtype=bool),
            cursor=jnp.array(0),
        )

    def add(self, state, obs, action, reward, next_obs):
        i = state.cursor % self.capacity
        return ReplayState(
            obs=state.obs.at[i].set(obs),
            actions=state.actions.at[i].set(action),
            rewards=state.rewards.at[i].set(reward),
            next_obs=state.next_obs.at[i].set(next_obs),
            filled=state.filled.at[i].set(True),
            cursor=state.cursor + 1,
        )

    def sample(self, state, key, batch_size):
        candidates = jnp.flatnonzero(state.filled)  # expect: JXL106
        idx = candidates[jax.random.randint(key, (batch_size,), 0, candidates.shape[0])]
        return state.obs[idx], state.actions[idx], state.rewards[idx], state.next_obs[idx]
