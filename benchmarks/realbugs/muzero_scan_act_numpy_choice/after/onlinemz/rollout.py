"""Collect a trajectory with lax.scan: act, step the env, keep the rewards."""

import jax

from onlinemz.env import env_step


def make_rollout(agent, length):
    def rollout(params, start, key):
        def step_fn(carry, _):
            position, key = carry
            key, act_key = jax.random.split(key)
            action = agent.act(params, position, act_key)
            position, reward = env_step(position, action)
            return (position, key), (action, reward)

        _, (actions, rewards) = jax.lax.scan(step_fn, (start, key), None, length=length)
        return actions, rewards

    return jax.jit(rollout)
