"""Collect transitions of a random linear policy in Catch and report the catch rate."""

from functools import partial

import jax
import jax.numpy as jnp

from catchrl import env
from catchrl.rollout import collect, episode_stats

STEPS_PER_BATCH = 50


def main():
    key = jax.random.PRNGKey(0)
    key, init_key, reset_key = jax.random.split(key, 3)
    params = {"w": 0.01 * jax.random.normal(init_key, (env.ROWS * env.COLUMNS, 3)), "b": jnp.zeros(3)}
    obs, env_state = env.reset(reset_key)
    collect_batch = jax.jit(partial(collect, num_steps=STEPS_PER_BATCH))
    total_episodes = 0
    for _ in range(4):
        key, batch_key = jax.random.split(key)
        obs, env_state, rewards, dones = collect_batch(params, batch_key, obs, env_state)
        episodes, mean_return = episode_stats(rewards, dones)
        total_episodes += int(episodes)
    print(f"{total_episodes} episodes, last mean return {float(mean_return):.2f}")
    return total_episodes


if __name__ == "__main__":
    main()
