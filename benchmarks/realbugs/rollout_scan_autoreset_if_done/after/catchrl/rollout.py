"""Collect a fixed number of transitions with automatic resets, as one scanned program."""

import jax
import jax.numpy as jnp

from catchrl import env


def linear_policy(params, obs, key):
    logits = obs @ params["w"] + params["b"]
    return jax.random.categorical(key, logits)


def collect(params, key, obs, env_state, num_steps):
    def body(carry, step_key):
        obs, env_state = carry
        act_key, reset_key = jax.random.split(step_key)
        action = linear_policy(params, obs, act_key)
        next_obs, next_state, reward, done = env.step(env_state, action)
        next_obs, next_state = jax.lax.cond(done, lambda: env.reset(reset_key), lambda: (next_obs, next_state))
        return (next_obs, next_state), (reward, done)

    (obs, env_state), (rewards, dones) = jax.lax.scan(body, (obs, env_state), jax.random.split(key, num_steps))
    return obs, env_state, rewards, dones


def episode_stats(rewards, dones):
    episodes = jnp.sum(dones)
    return episodes, jnp.sum(rewards) / jnp.maximum(episodes, 1)
