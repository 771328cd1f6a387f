import jax
import jax.numpy as jnp


class SoftmaxPolicy:
    """A linear softmax policy over discrete actions."""

    def __init__(self, obs_dim, num_actions):
        self.obs_dim = obs_dim
        self.num_actions = num_actions

    def init(self, key):
        return {"w": 0.01 * jax.random.normal(key, (self.obs_dim, self.num_actions)), "b": jnp.zeros(self.num_actions)}

    def log_probs(self, params, observations):
        return jax.nn.log_softmax(observations @ params["w"] + params["b"])
