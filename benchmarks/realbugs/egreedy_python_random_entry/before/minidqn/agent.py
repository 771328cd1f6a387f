import jax

from minidqn.policies import POLICIES


class DQNAgent:
    def __init__(self, params, policy, epsilon):
        self.params = params
        self.epsilon = epsilon
        self._act = jax.jit(POLICIES[policy])

    def act(self, obs):
        return int(self._act(self.params, obs, self.epsilon))
