from typing import NamedTuple

import jax
import jax.numpy as jnp


class BufferState(NamedTuple):
    obs: jax.Array
    targets: jax.Array
    priorities: jax.Array


class PrioritizedReplay:
    def __init__(self, alpha=0.6, eps=1e-3):
        self.alpha = alpha
        self.eps = eps

    def init(self, obs, targets):
        return BufferState(obs, targets, jnp.ones(obs.shape[0]))

    def sample(self, state, key, batch_size):
        logits = self.alpha * jnp.log(state.priorities)
        indices = jax.random.categorical(key, logits, shape=(batch_size,))
        return indices, state.obs[indices], state.targets[indices]

    def update_priorities(self, state, indices, td_errors):
        new_priorities = jnp.abs(td_errors) + self.eps
        state.priorities.at[indices].set(new_priorities)  # expect: JXL302
        return state
