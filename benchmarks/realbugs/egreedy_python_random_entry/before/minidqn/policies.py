import random

import jax.numpy as jnp

from minidqn.networks import q_values


def egreedy_action(params, obs, epsilon):
    """With probability epsilon a uniformly random action, otherwise the greedy one."""
    q = q_values(params, obs)
    explore = random.random() < epsilon  # expect: JXL402
    random_action = random.randrange(q.shape[-1])  # expect: JXL402
    return jnp.where(explore, random_action, jnp.argmax(q))


def greedy_action(params, obs, epsilon):
    return jnp.argmax(q_values(params, obs))


POLICIES = {"egreedy": egreedy_action, "greedy": greedy_action}
