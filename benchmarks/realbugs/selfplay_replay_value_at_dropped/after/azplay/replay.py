from typing import Any, NamedTuple

import jax.numpy as jnp


class Experience(NamedTuple):
    observation: Any
    policy: Any
    value: Any


class BufferState(NamedTuple):
    observations: Any
    policies: Any
    values: Any
    ptr: Any
    size: Any


class ReplayMemory:
    """A fixed-capacity ring buffer of self-play positions and their search targets."""

    def __init__(self, capacity, obs_dim, num_actions):
        self.capacity = capacity
        self.obs_dim = obs_dim
        self.num_actions = num_actions

    def init(self):
        return BufferState(
            observations=jnp.zeros((self.capacity, self.obs_dim)),
            policies=jnp.zeros((self.capacity, self.num_actions)),
            values=jnp.zeros(self.capacity),
            ptr=jnp.zeros((), jnp.int32),
            size=jnp.zeros((), jnp.int32),
        )

    def add(self, state, experience):
        idx = state.ptr
        observations = state.observations.at[idx].set(experience.observation)
        policies = state.policies.at[idx].set(experience.policy)
        values = state.values.at[idx].set(experience.value)
        return BufferState(observations, policies, values, (idx + 1) % self.capacity,
                           jnp.minimum(state.size + 1, self.capacity))
