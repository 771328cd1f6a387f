import jax
import jax.numpy as jnp


class MLPPolicy:
    def __init__(self, obs_dim, hidden, num_actions):
        self.sizes = (obs_dim, hidden, num_actions)

    def init(self, key):
        k1, k2 = jax.random.split(key)
        obs_dim, hidden, num_actions = self.sizes
        return {"w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim), "b1": jnp.zeros(hidden),
                "w2": 0.01 * jax.random.normal(k2, (hidden, num_actions)), "b2": jnp.zeros(num_actions)}

    def __call__(self, params, observations):
        h = jnp.tanh(observations @ params["w1"] + params["b1"])
        return h @ params["w2"] + params["b2"]
