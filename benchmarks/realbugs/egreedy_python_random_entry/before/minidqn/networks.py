import jax
import jax.numpy as jnp


def init_q_network(key, obs_dim, hidden, num_actions):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
            "w2": jax.random.normal(k2, (hidden, num_actions)) / jnp.sqrt(hidden),
            "b2": jnp.zeros(num_actions)}


def q_values(params, obs):
    return jax.nn.relu(obs @ params["w1"]) @ params["w2"] + params["b2"]
