import jax
import jax.numpy as jnp

from acnet.distributions import Categorical


class ActorCritic:
    def __init__(self, obs_dim, num_actions, hidden=64):
        self.obs_dim = obs_dim
        self.num_actions = num_actions
        self.hidden = hidden

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {"torso": jax.random.normal(k1, (self.obs_dim, self.hidden)) / jnp.sqrt(self.obs_dim),
                "actor": 0.01 * jax.random.normal(k2, (self.hidden, self.num_actions)),
                "critic": jax.random.normal(k3, (self.hidden,)) / jnp.sqrt(self.hidden)}

    def __call__(self, params, obs):
        features = jnp.tanh(obs @ params["torso"])
        return Categorical(features @ params["actor"]), features @ params["critic"]
