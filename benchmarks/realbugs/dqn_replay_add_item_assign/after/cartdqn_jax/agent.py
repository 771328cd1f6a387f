import jax
import jax.numpy as jnp

from cartdqn_jax.replay import add_transition


def q_values(params, obs):
    return obs @ params["w"]


def env_step(obs, action):
    next_obs = jnp.roll(obs, 1) * 0.9 + 0.1 * action
    return next_obs, -jnp.sum(next_obs ** 2)


def collect_step(params, buffer, obs, key):
    greedy = jnp.argmax(q_values(params, obs))
    explore = jax.random.bernoulli(key, 0.1)
    action = jnp.where(explore, jax.random.randint(key, (), 0, 2), greedy)
    next_obs, reward = env_step(obs, action)
    buffer = add_transition(buffer, obs, action, reward)
    return buffer, next_obs
