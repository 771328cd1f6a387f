import jax
import jax.numpy as jnp

from cartdqn.networks import q_values
from cartdqn.schedules import linear_epsilon


class DQNAgent:
    def __init__(self, num_actions, decay_steps=100):
        self.num_actions = num_actions
        self.decay_steps = decay_steps
        self.steps_done = 0
        self._select = jax.jit(self._act)

    def _act(self, params, observation, key, step):
        epsilon = linear_epsilon(step, decay_steps=self.decay_steps)
        k_explore, k_action = jax.random.split(key)
        explore = jax.random.uniform(k_explore) < epsilon
        random_action = jax.random.randint(k_action, (), 0, self.num_actions)
        return jnp.where(explore, random_action, jnp.argmax(q_values(params, observation)))

    def act(self, params, observation, key):
        # the step count lives outside the compiled function and enters it as an argument
        action = self._select(params, observation, key, self.steps_done)
        self.steps_done += 1
        return action
