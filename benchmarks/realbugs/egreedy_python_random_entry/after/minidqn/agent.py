import jax

from minidqn.policies import POLICIES


class DQNAgent:
    def __init__(self, params, policy, epsilon, seed):
        self.params = params
        self.epsilon = epsilon
        self.key = jax.random.PRNGKey(seed)
        self._act = jax.jit(POLICIES[policy])

    def act(self, obs):
        self.key, act_key = jax.random.split(self.key)
        return int(self._act(self.params, obs, self.epsilon, act_key))
