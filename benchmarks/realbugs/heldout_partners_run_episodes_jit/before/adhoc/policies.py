"""Softmax policies over the coordination signals, parameterised by a weight matrix and a bias."""

import jax
import jax.numpy as jnp

from adhoc.coordination import NUM_ACTIONS


def softmax_policy(params, obs, key):
    logits = obs @ params["w"] + params["b"]
    return jax.random.categorical(key, logits)


def biased_partner_params(favourite, strength):
    return {"w": jnp.zeros((2 * NUM_ACTIONS, NUM_ACTIONS)),
            "b": strength * jax.nn.one_hot(favourite, NUM_ACTIONS)}


def imitating_ego_params(strength):
    w = jnp.zeros((2 * NUM_ACTIONS, NUM_ACTIONS)).at[NUM_ACTIONS:].set(strength * jnp.eye(NUM_ACTIONS))
    return {"w": w, "b": jnp.zeros(NUM_ACTIONS)}
