import jax
import jax.numpy as jnp


class QLearner:
    """Tabular Q-learning with epsilon-greedy exploration."""

    def __init__(self, num_actions=4, learning_rate=0.5, discount=0.95, epsilon=0.3):
        self.num_actions = num_actions
        self.learning_rate = learning_rate
        self.discount = discount
        self.epsilon = epsilon

    def act(self, q_table, state, key):
        explore_key, action_key, tie_key = jax.random.split(key, 3)
        random_action = jax.random.randint(action_key, (), 0, self.num_actions)
        tie_break = 1e-6 * jax.random.uniform(tie_key, (self.num_actions,))
        greedy_action = jnp.argmax(q_table[state] + tie_break)
        return jnp.where(jax.random.uniform(explore_key) < self.epsilon, random_action, greedy_action)

    def update(self, q_table, state, action, reward, next_state, done):
        target = reward + self.discount * (1.0 - done) * q_table[next_state].max()
        new_value = q_table[state, action] + self.learning_rate * (target - q_table[state, action])
        return q_table.at[state, action].set(new_value)
