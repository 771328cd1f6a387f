import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp


class ReplayState(NamedTuple):
    observations: jax.Array
    actions: jax.Array
    rewards: jax.Array
    next_observations: jax.Array
    position: jax.Array
    size: jax.Array


def init_replay(capacity, obs_dim):
    return ReplayState(
        observations=jnp.zeros((capacity, obs_dim)),
        actions=jnp.zeros(capacity, dtype=jnp.int32),
        rewards=jnp.zeros(capacity),
        next_observations=jnp.zeros((capacity, obs_dim)),
        position=jnp.array(0),
        size=jnp.array(0),
    )


@jax.jit
def push(state, obs, action, reward, next_obs):
    """Circular buffer: the newest transition overwrites the oldest once the buffer is full."""
    slot = state.position
    capacity = state.rewards.shape[0]
    return ReplayState(
        observations=state.observations.at[slot].set(obs),
        actions=state.actions.at[slot].set(action),
        rewards=state.rewards.at[slot].set(reward),
        next_observations=state.next_observations.at[slot].set(next_obs),
        position=(slot + 1) % capacity,
        size=jnp.minimum(state.size + 1, capacity),
    )


@functools.partial(jax.jit, static_argnames=("batch_size",))
def sample(state, key, batch_size):
    """Uniform minibatch over the filled part of the buffer."""
    indices = jax.random.randint(key, (batch_size,), 0, state.size)
    return (state.observations[indices], state.actions[indices], state.rewards[indices],
            state.next_observations[indices])
