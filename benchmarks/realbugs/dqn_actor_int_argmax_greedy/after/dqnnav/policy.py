import jax
import jax.numpy as jnp


class EpsilonGreedy:
    def __init__(self, epsilon, num_actions):
        self.epsilon = epsilon
        self.num_actions = num_actions

    def select(self, q_values, key):
        explore_key, action_key = jax.random.split(key)
        greedy = jnp.argmax(q_values)
        random_action = jax.random.randint(action_key, (), 0, self.num_actions)
        explore = jax.random.uniform(explore_key) < self.epsilon
        return jnp.where(explore, random_action, greedy)
