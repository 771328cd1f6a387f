import jax
import jax.numpy as jnp


def init_critic(key, obs_dim, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden,)) / jnp.sqrt(hidden),
    }


def value(params, obs):
    return jnp.tanh(obs @ params["w1"] + params["b1"]) @ params["w2"]
