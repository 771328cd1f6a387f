"""Collect short episodes in a toy environment and update the policy after each one."""

import jax
import jax.numpy as jnp

from pgrl.agent import Policy
from pgrl.train import train

OBS_DIM, N_ACTIONS, EPISODE_LEN = 4, 2, 16


def rollout(policy, key):
    obs_key, act_key = jax.random.split(key)
    obs = jax.random.normal(obs_key, (EPISODE_LEN, OBS_DIM))
    actions = jax.vmap(policy.act)(obs, jax.random.split(act_key, EPISODE_LEN))
    rewards = jnp.where(actions == (obs[:, 0] > 0), 1.0, 0.0)
    return obs, actions, rewards


def make_policy(seed: int = 0):
    return Policy(OBS_DIM, N_ACTIONS, jax.random.PRNGKey(seed))


def run(num_episodes: int = 5, lr: float = 0.05, seed: int = 0):
    policy = make_policy(seed)
    key = jax.random.PRNGKey(seed + 1)
    losses = []
    for _ in range(num_episodes):
        key, sub = jax.random.split(key)
        obs, actions, rewards = rollout(policy, sub)
        policy, loss = train(policy, lr, obs, actions, rewards)
        losses.append(float(loss))
    return policy, losses


if __name__ == "__main__":
    print(run()[1])
