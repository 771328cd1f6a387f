import jax
import jax.numpy as jnp


class QNetwork:
    def __init__(self, obs_dim, num_actions, hidden=32):
        self.obs_dim = obs_dim
        self.num_actions = num_actions
        self.hidden = hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {
            "w1": jax.random.normal(k1, (self.obs_dim, self.hidden)) / jnp.sqrt(self.obs_dim),
            "w2": jax.random.normal(k2, (self.hidden, self.num_actions)) / jnp.sqrt(self.hidden),
        }

    def __call__(self, params, obs):
        return jax.nn.relu(obs @ params["w1"]) @ params["w2"]
