import jax
import jax.numpy as jnp

from ddpgjax.ou_noise import ou_init, ou_step


def actor(params, obs):
    return jnp.tanh(obs @ params["w"])


class DDPGAgent:
    def __init__(self, obs_dim, action_dim, key, ou_sigma=0.2):
        param_key, self.key = jax.random.split(key)
        self.params = {"w": 0.1 * jax.random.normal(param_key, (obs_dim, action_dim))}
        self.ou_sigma = ou_sigma
        self.noise_state = ou_init(action_dim)
        self._act = jax.jit(self._act_impl)

    def _act_impl(self, params, obs, noise_state, key):
        noise_state = ou_step(noise_state, key, sigma=self.ou_sigma)
        mu = actor(params, obs)
        return jnp.clip(mu + noise_state, -1.0, 1.0), noise_state

    def act(self, obs):
        self.key, noise_key = jax.random.split(self.key)
        action, self.noise_state = self._act(self.params, obs, self.noise_state, noise_key)
        return action
