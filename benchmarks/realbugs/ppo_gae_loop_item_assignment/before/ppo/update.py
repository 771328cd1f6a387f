import jax
import jax.numpy as jnp

from ppo.advantages import generalized_advantages


def value_loss(params, obs, returns):
    return jnp.mean((obs @ params["v"] - returns) ** 2)


def make_critic_update(gamma, lam, learning_rate):
    @jax.jit
    def critic_update(params, obs, rewards, dones, last_value):
        values = jnp.append(obs @ params["v"], last_value)
        advantages, returns = generalized_advantages(rewards, values, dones, gamma, lam)
        loss, grads = jax.value_and_grad(value_loss)(params, obs, returns)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        return params, advantages, loss

    return critic_update
