"""Act on one observation many times and measure how often the agent explores."""

import random

import jax
import jax.numpy as jnp

from qlearn import DQNAgent
from qlearn.networks import mlp_apply


def main():
    random.seed(0)
    key = jax.random.PRNGKey(0)
    agent = DQNAgent(obs_dim=4, num_actions=4, epsilon=0.5, key=key)
    obs = jnp.array([0.1, -0.3, 0.7, 0.2])
    greedy_action = int(jnp.argmax(mlp_apply(agent.params, obs)))
    actions = []
    for step_key in jax.random.split(jax.random.PRNGKey(1), 400):
        actions.append(int(agent.select_action(step_key, obs)))
    return sum(action == greedy_action for action in actions) / len(actions)


if __name__ == "__main__":
    print("greedy fraction:", main())
