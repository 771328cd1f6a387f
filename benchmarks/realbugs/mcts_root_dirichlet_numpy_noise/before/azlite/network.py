import jax
import jax.numpy as jnp


class PolicyValueNet:
    def __init__(self, num_actions, hidden=32):
        self.num_actions = num_actions
        self.hidden = hidden

    def init(self, key, obs_dim):
        k1, k2 = jax.random.split(key)
        return {
            "w1": jax.random.normal(k1, (obs_dim, self.hidden)) / jnp.sqrt(obs_dim),
            "w_pi": jax.random.normal(k2, (self.hidden, self.num_actions)) * 0.1,
        }

    def __call__(self, params, obs):
        hidden = jnp.tanh(obs @ params["w1"])
        return hidden @ params["w_pi"]
