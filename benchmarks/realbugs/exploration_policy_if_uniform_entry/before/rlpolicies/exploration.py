"""Exploration policies: pure functions of (key, q_values, epsilon) that agents look up by name and compile."""

import jax
import jax.numpy as jnp


def greedy(key, q_values, epsilon):
    del key, epsilon
    return jnp.argmax(q_values)


def epsilon_greedy(key, q_values, epsilon):
    explore_key, action_key = jax.random.split(key)
    if jax.random.uniform(explore_key) < epsilon:  # expect: JXL101
        return jax.random.randint(action_key, (), 0, q_values.shape[-1])
    return jnp.argmax(q_values)
