"""Collect a trajectory with lax.scan: act, step the env, keep the rewards."""

import jax

from onlinemz.env import env_step


def make_rollout(agent, length):
    def rollout(params, start):
        def step_fn(position, _):
            action = agent.act(params, position)
            position, reward = env_step(position, action)
            return position, (action, reward)

        _, (actions, rewards) = jax.lax.scan(step_fn, start, None, length=length)
        return actions, rewards

    return jax.jit(rollout)
