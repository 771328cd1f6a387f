"""Collect experience with a random policy, scanned on device."""

from functools import partial

import jax


def collect(env, key, num_steps):
    def body(state, step_key):
        action = jax.random.bernoulli(step_key).astype("int32")
        state, reward, done = env.step(state, action)
        return state, reward

    keys = jax.random.split(key, num_steps)
    _, rewards = jax.lax.scan(body, env.reset(), keys)
    return rewards


def run_collection(env, key, num_steps):
    rewards = jax.jit(partial(collect, env, num_steps=num_steps))(key)
    env.record(rewards)
    return rewards
