import equinox as eqx
import jax
import jax.numpy as jnp

from .distributions import TanhGaussian


class Actor(eqx.Module):
    body: eqx.nn.MLP
    action_dim: int = eqx.field(static=True)

    def __init__(self, obs_dim, action_dim, key):
        self.body = eqx.nn.MLP(obs_dim, 2 * action_dim, width_size=32, depth=2, key=key)
        self.action_dim = action_dim

    def __call__(self, obs):
        out = jax.vmap(self.body)(obs)
        mean, log_std = out[:, :self.action_dim], out[:, self.action_dim:]
        return TanhGaussian(mean, jnp.clip(log_std, -5.0, 2.0))


class Critic(eqx.Module):
    net: eqx.nn.MLP

    def __init__(self, obs_dim, action_dim, key):
        self.net = eqx.nn.MLP(obs_dim + action_dim, "scalar", width_size=32, depth=2, key=key)

    def __call__(self, obs, action):
        return jax.vmap(self.net)(jnp.concatenate([obs, action], axis=-1))
