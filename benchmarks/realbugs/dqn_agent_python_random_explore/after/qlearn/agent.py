"""A DQN agent acting epsilon-greedily with respect to its Q-network."""

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
        key_explore, key_action = jax.random.split(key)
        greedy = jnp.argmax(mlp_apply(params, obs))
        explore = jax.random.uniform(key_explore) < self.epsilon
        return jnp.where(explore, jax.random.randint(key_action, (), 0, self.num_actions), greedy)

    def select_action(self, key, obs):
        return self._policy(self.params, key, obs)
