import jax.numpy as jnp

from agent import Agent


def linear(params, obs):
    return obs @ params


def episode(observations):
    agent = Agent(jnp.ones((4, 3)), linear)
    return [agent.take_action(obs) for obs in observations]
