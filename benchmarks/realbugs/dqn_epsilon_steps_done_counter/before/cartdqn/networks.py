import jax
import jax.numpy as jnp


def init_q_network(key, obs_dim, num_actions, hidden=16):
    k1, k2 = jax.random.split(key)
    return {
        "w1": 0.3 * jax.random.normal(k1, (obs_dim, hidden)),
        "w2": 0.3 * jax.random.normal(k2, (hidden, num_actions)),
    }


def q_values(params, observation):
    return jnp.tanh(observation @ params["w1"]) @ params["w2"]
