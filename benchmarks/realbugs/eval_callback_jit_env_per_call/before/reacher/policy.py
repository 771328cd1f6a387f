"""A linear deterministic policy."""

import jax.numpy as jnp


def init_policy(observation_size, action_size):
    return {"w": jnp.zeros((observation_size, action_size)), "b": jnp.zeros(action_size)}


def make_policy(params):
    def policy(obs):
        return jnp.tanh(obs @ params["w"] + params["b"])

    return policy
