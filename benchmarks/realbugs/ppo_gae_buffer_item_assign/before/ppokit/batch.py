"""Turn a rollout of many environments into a PPO training batch."""

from typing import NamedTuple

import jax
import jax.numpy as jnp

from ppokit.gae import compute_gae


class Rollout(NamedTuple):
    rewards: jnp.ndarray   # [num_steps, num_envs]
    values: jnp.ndarray    # [num_steps, num_envs]
    dones: jnp.ndarray     # [num_steps, num_envs]
    last_value: jnp.ndarray  # [num_envs]


def make_batch(rollout, gamma, gae_lambda):
    per_env = jax.vmap(compute_gae, in_axes=(1, 1, 1, 0, None, None), out_axes=1)
    advantages, returns = per_env(rollout.rewards, rollout.values, rollout.dones, rollout.last_value,
                                  gamma, gae_lambda)
    advantages = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
    return advantages, returns
