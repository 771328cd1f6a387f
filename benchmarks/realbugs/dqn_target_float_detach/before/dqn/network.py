import jax
import jax.numpy as jnp


class QNetwork:
    def __init__(self, obs_dim, num_actions, hidden=16):
        self.obs_dim = obs_dim
        self.num_actions = num_actions
        self.hidden = hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w1": 0.3 * jax.random.normal(k1, (self.obs_dim, self.hidden)),
                "w2": 0.3 * jax.random.normal(k2, (self.hidden, self.num_actions))}

    def q_values(self, params, obs):
        return jnp.tanh(obs @ params["w1"]) @ params["w2"]
