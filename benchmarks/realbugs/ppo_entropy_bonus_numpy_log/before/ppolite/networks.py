import jax
import jax.numpy as jnp


def init_actor_critic(key, obs_dim, num_actions, hidden=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"torso": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
            "policy": 0.01 * jax.random.normal(k2, (hidden, num_actions)),
            "value": 0.01 * jax.random.normal(k3, (hidden, 1))}


def actor_critic(params, obs):
    hidden = jnp.tanh(obs @ params["torso"])
    return hidden @ params["policy"], (hidden @ params["value"])[..., 0]
