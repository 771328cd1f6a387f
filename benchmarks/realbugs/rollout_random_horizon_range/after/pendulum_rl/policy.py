import jax
import jax.numpy as jnp


def init_policy(key, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.1 * jax.random.normal(k1, (2, hidden)), "w2": 0.1 * jax.random.normal(k2, (hidden,))}


def act(params, state):
    return jnp.tanh(jnp.tanh(state @ params["w1"]) @ params["w2"]) * 2.0
