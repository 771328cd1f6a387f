import jax
import jax.numpy as jnp

from minidqn.networks import q_values


def egreedy_action(params, obs, epsilon, key):
    """With probability epsilon a uniformly random action, otherwise the greedy one."""
    q = q_values(params, obs)
    explore_key, action_key = jax.random.split(key)
    explore = jax.random.uniform(explore_key) < epsilon
    random_action = jax.random.randint(action_key, (), 0, q.shape[-1])
    return jnp.where(explore, random_action, jnp.argmax(q))


def greedy_action(params, obs, epsilon, key):
    return jnp.argmax(q_values(params, obs))


POLICIES = {"egreedy": egreedy_action, "greedy": greedy_action}
