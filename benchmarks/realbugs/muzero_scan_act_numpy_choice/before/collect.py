"""Collect a few trajectories for the replay buffer."""

import jax
import jax.numpy as jnp

from onlinemz.agent import Agent
from onlinemz.rollout import make_rollout


def collect(episodes=3, length=6):
    agent = Agent()
    params = agent.init(jax.random.PRNGKey(0))
    rollout = make_rollout(agent, length)
    trajectories = []
    for _ in range(episodes):
        actions, rewards = rollout(params, jnp.zeros(()))
        trajectories.append((actions, rewards))
    return trajectories


if __name__ == "__main__":
    print(collect())
