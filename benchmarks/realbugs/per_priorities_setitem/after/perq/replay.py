from typing import NamedTuple

import jax
import jax.numpy as jnp


class ReplayState(NamedTuple):
    states: jax.Array
    actions: jax.Array
    rewards: jax.Array
    next_states: jax.Array
    dones: jax.Array
    priorities: jax.Array


class PrioritizedReplay:
    """Proportional prioritisation (Schaul et al.): p_i = (|delta_i| + eps) ** alpha, P(i) = p_i / sum_k p_k."""

    def __init__(self, alpha=0.6, eps=0.01):
        self.alpha = alpha
        self.eps = eps

    def from_transitions(self, states, actions, rewards, next_states, dones):
        priorities = jnp.ones(states.shape[0])
        return ReplayState(states, actions, rewards, next_states, dones, priorities)

    def sample(self, replay, key, batch_size):
        probs = replay.priorities / jnp.sum(replay.priorities)
        return jax.random.choice(key, replay.priorities.shape[0], (batch_size,), p=probs)

    def update_priorities(self, replay, indices, td_errors):
        priorities = replay.priorities
        priorities = priorities.at[indices].set((jnp.abs(td_errors) + self.eps) ** self.alpha)
        return replay._replace(priorities=priorities)
