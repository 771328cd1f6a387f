import jax

from agents.policy import select_action


class DQNAgent:
    def __init__(self, num_actions, obs_dim, epsilon, seed):
        key = jax.random.PRNGKey(seed)
        self.weights = 0.1 * jax.random.normal(key, (obs_dim, num_actions))
        self.epsilon = epsilon
        self._act = jax.jit(jax.vmap(select_action, in_axes=(0, 0, None)))

    def q_values(self, observations):
        return observations @ self.weights

    def act(self, observations, key):
        keys = jax.random.split(key, observations.shape[0])
        return self._act(self.q_values(observations), keys, self.epsilon)
