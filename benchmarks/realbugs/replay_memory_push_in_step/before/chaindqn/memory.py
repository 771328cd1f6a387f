"""Experience replay: a bounded deque of transitions, sampled uniformly into stacked arrays."""

import random
from collections import deque

import jax.numpy as jnp


class ReplayBuffer:
    def __init__(self, capacity, seed=0):
        self.memory = deque([], maxlen=capacity)
        self.rng = random.Random(seed)

    def push(self, state, action, reward, next_state, done):
        experience_tuple = (state, action, reward, next_state, done)
        self.memory.append(experience_tuple)  # expect: JXL202

    def __len__(self):
        return len(self.memory)

    def sample(self, batch_size):
        batch = self.rng.sample(list(self.memory), batch_size)
        states, actions, rewards, next_states, dones = zip(*batch)
        return (jnp.stack(states), jnp.stack(actions), jnp.stack(rewards),
                jnp.stack(next_states), jnp.stack(dones))
