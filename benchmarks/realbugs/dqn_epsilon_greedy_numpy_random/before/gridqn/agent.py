import jax
import jax.numpy as jnp
import numpy as np


def init_q_network(key, obs_dim, num_actions, hidden=64):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim), "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden, num_actions)) * 0.01, "b2": jnp.zeros(num_actions)}


def q_values(params, obs):
    return jax.nn.relu(obs @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]


class DQNAgent:
    def __init__(self, key, obs_dim, num_actions, gamma=0.95, learning_rate=0.05):
        self.num_actions = num_actions
        self.gamma = gamma
        self.learning_rate = learning_rate
        self.params = init_q_network(key, obs_dim, num_actions)
        self.target_params = self.params
        self._select = jax.jit(self._select_action)
        self._update = jax.jit(self._td_update)

    def _select_action(self, params, obs, epsilon):
        """Epsilon-greedy: a uniformly random action with probability epsilon, else the greedy one."""
        greedy = jnp.argmax(q_values(params, obs))
        random_action = np.random.randint(self.num_actions)  # expect: JXL402
        explore = np.random.uniform() < epsilon  # expect: JXL402
        return jnp.where(explore, random_action, greedy)

    def act(self, obs, epsilon):
        return int(self._select(self.params, obs, epsilon))

    def _td_loss(self, params, target_params, obs, actions, rewards, next_obs, dones):
        q = jnp.take_along_axis(q_values(params, obs), actions[:, None], axis=1)[:, 0]
        target = rewards + self.gamma * (1.0 - dones) * q_values(target_params, next_obs).max(axis=1)
        return jnp.mean((q - jax.lax.stop_gradient(target)) ** 2)

    def _td_update(self, params, target_params, batch):
        loss, grads = jax.value_and_grad(self._td_loss)(params, target_params, *batch)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def learn(self, batch):
        self.params, loss = self._update(self.params, self.target_params, batch)
        return float(loss)

    def sync_target(self):
        self.target_params = self.params
