import jax
import jax.numpy as jnp


class LinearActorCritic:
    def __init__(self, obs_dim, num_actions):
        self.obs_dim = obs_dim
        self.num_actions = num_actions

    def init(self, key):
        return {"pi": 0.01 * jax.random.normal(key, (self.obs_dim, self.num_actions)),
                "v": jnp.zeros(self.obs_dim)}

    def log_probs(self, params, obs):
        return jax.nn.log_softmax(obs @ params["pi"])

    def value(self, params, obs):
        return obs @ params["v"]
