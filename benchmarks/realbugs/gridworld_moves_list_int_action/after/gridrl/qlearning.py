import jax
import jax.numpy as jnp


class TabularQAgent:
    def __init__(self, env, lr=0.5, gamma=0.9, epsilon=0.2):
        self.env = env
        self.lr = lr
        self.gamma = gamma
        self.epsilon = epsilon
        self.step = jax.jit(self._step)

    def _cell(self, position):
        return position[0] * self.env.size + position[1]

    def _step(self, q_table, state, key):
        explore_key, action_key = jax.random.split(key)
        cell = self._cell(state.position)
        action = jnp.where(jax.random.uniform(explore_key) < self.epsilon,
                           jax.random.randint(action_key, (), 0, 4), jnp.argmax(q_table[cell]))
        next_state, reward, done = self.env.step(state, action)
        target = reward + self.gamma * (1.0 - done) * jnp.max(q_table[self._cell(next_state.position)])
        q_table = q_table.at[cell, action].add(self.lr * (target - q_table[cell, action]))
        return q_table, next_state, reward
