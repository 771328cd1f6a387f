"""A DQN agent acting epsilon-greedily with respect to its Q-network."""

import random

import jax
import jax.numpy as jnp

from qlearn.networks import init_mlp, mlp_apply


class DQNAgent:
    def __init__(self, obs_dim, num_actions, epsilon, key):
        self.num_actions = num_actions
        self.epsilon = epsilon
        self.params = init_mlp(key, [obs_dim, 32, num_actions])
        self._policy = jax.jit(self.policy)

    def policy(self, params, key, obs):
        q_values = mlp_apply(params, obs)
        greedy = int(jnp.argmax(q_values))  # expect: JXL104
        if random.random() < self.epsilon:  # expect: JXL402
            return jax.random.randint(key, (), 0, self.num_actions)
        return greedy

    def select_action(self, key, obs):
        return self._policy(self.params, key, obs)
