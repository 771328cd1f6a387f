import jax
import jax.numpy as jnp

from cartdqn.networks import q_values
from cartdqn.schedules import linear_epsilon


class DQNAgent:
    def __init__(self, num_actions, decay_steps=100):
        self.num_actions = num_actions
        self.decay_steps = decay_steps
        self.steps_done = 0
        self.act = jax.jit(self._act)

    def _act(self, params, observation, key):
        epsilon = linear_epsilon(self.steps_done, decay_steps=self.decay_steps)
        self.steps_done += 1  # expect: JXL202
        k_explore, k_action = jax.random.split(key)
        explore = jax.random.uniform(k_explore) < epsilon
        random_action = jax.random.randint(k_action, (), 0, self.num_actions)
        return jnp.where(explore, random_action, jnp.argmax(q_values(params, observation)))
