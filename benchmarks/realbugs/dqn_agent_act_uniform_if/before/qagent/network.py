import jax
import jax.numpy as jnp


def init_q_network(key, obs_dim, num_actions, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, num_actions)) / jnp.sqrt(hidden),
        "b2": jnp.zeros(num_actions),
    }


def q_values(params, obs):
    hidden = jax.nn.relu(obs @ params["w1"] + params["b1"])
    return hidden @ params["w2"] + params["b2"]
