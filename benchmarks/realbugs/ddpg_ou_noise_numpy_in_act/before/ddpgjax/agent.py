import jax
import jax.numpy as jnp

from ddpgjax.ou_noise import OUNoise


def actor(params, obs):
    return jnp.tanh(obs @ params["w"])


class DDPGAgent:
    def __init__(self, obs_dim, action_dim, key, ou_sigma=0.2):
        self.params = {"w": 0.1 * jax.random.normal(key, (obs_dim, action_dim))}
        self.noise = OUNoise(action_dim, sigma=ou_sigma)
        self._act = jax.jit(self._act_impl)

    def _act_impl(self, params, obs):
        mu = actor(params, obs)
        return jnp.clip(mu + self.noise(), -1.0, 1.0)

    def act(self, obs):
        return self._act(self.params, obs)
