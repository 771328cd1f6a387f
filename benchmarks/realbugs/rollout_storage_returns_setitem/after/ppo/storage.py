"""Rollout storage: transitions of one rollout, time-major, and the GAE returns computed from them."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class Rollout(NamedTuple):
    observations: jax.Array  # [T, N, obs_dim]
    rewards: jax.Array  # [T, N]
    dones: jax.Array  # [T, N]
    last_observations: jax.Array  # [N, obs_dim]


class RolloutStorage:
    def __init__(self, num_transitions_per_env, gamma=0.99, lam=0.95):
        self.num_transitions_per_env = num_transitions_per_env
        self.gamma = gamma
        self.lam = lam

    def compute_returns(self, rewards, values, dones, last_values):
        returns = jnp.zeros_like(rewards)
        advantage = jnp.zeros_like(last_values)
        for step in reversed(range(self.num_transitions_per_env)):
            if step == self.num_transitions_per_env - 1:
                next_values = last_values
            else:
                next_values = values[step + 1]
            next_is_not_terminal = 1.0 - dones[step]
            delta = rewards[step] + next_is_not_terminal * self.gamma * next_values - values[step]
            advantage = delta + next_is_not_terminal * self.gamma * self.lam * advantage
            returns = returns.at[step].set(advantage + values[step])
        advantages = returns - values
        advantages = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
        return returns, advantages
