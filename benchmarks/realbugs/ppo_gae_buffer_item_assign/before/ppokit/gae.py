"""Generalized advantage estimation for one environment's trajectory."""

import jax.numpy as jnp


def compute_gae(rewards, values, dones, last_value, gamma, gae_lambda):
    """rewards, values, dones: [num_steps]; last_value: scalar. Returns advantages and returns."""
    num_steps = rewards.shape[0]
    advantages = jnp.zeros_like(rewards)
    returns = jnp.zeros_like(rewards)
    next_value = last_value
    last_gae = jnp.zeros_like(last_value)
    for t in reversed(range(num_steps)):
        not_done = 1.0 - dones[t]
        delta = rewards[t] + gamma * next_value * not_done - values[t]
        last_gae = delta + gamma * gae_lambda * not_done * last_gae
        advantages[t] = last_gae  # expect: JXL301
        returns[t] = last_gae + values[t]  # expect: JXL301
        next_value = values[t]
    return advantages, returns
