import jax
import jax.numpy as jnp


class ActorCritic:
    """A linear softmax policy and a linear value head over the same observation."""

    def __init__(self, obs_dim, num_actions):
        self.obs_dim = obs_dim
        self.num_actions = num_actions

    def init(self, key):
        k_pi, k_v = jax.random.split(key)
        return {
            "pi": 0.1 * jax.random.normal(k_pi, (self.obs_dim, self.num_actions)),
            "v": 0.1 * jax.random.normal(k_v, (self.obs_dim,)),
        }

    def log_probs(self, params, obs):
        return jax.nn.log_softmax(obs @ params["pi"])

    def value(self, params, obs):
        return obs @ params["v"]

    def action_log_prob(self, params, obs, actions):
        log_probs = self.log_probs(params, obs)
        return jnp.take_along_axis(log_probs, actions[:, None], axis=-1)[:, 0]
