import jax
import jax.numpy as jnp


class SoftmaxPolicy:
    def __init__(self, obs_dim, num_actions):
        self.obs_dim = obs_dim
        self.num_actions = num_actions

    def init(self, key):
        return {"w": 0.01 * jax.random.normal(key, (self.obs_dim, self.num_actions)), "b": jnp.zeros(self.num_actions)}

    def action_probs(self, params, obs):
        return jax.nn.softmax(obs @ params["w"] + params["b"])

    def log_prob(self, params, obs, action):
        return jnp.log(self.action_probs(params, obs)[action])
