import jax
import jax.numpy as jnp

from .losses import td_update


class DQNAgent:
    def __init__(self, obs_dim, num_actions, seed=0):
        self.num_actions = num_actions
        self.params = 0.01 * jax.random.normal(jax.random.PRNGKey(seed), (obs_dim, num_actions))

    def act(self, obs):
        return int(jnp.argmax(obs @ self.params))

    def learn(self, batch):
        self.params, loss = td_update(self.params, batch, self.num_actions)
        return loss
