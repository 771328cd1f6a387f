"""Evaluates a random pendulum policy over a batch of episodes."""

import jax

from pendulum_rl import policy
from pendulum_rl.rollout import batched_return


def evaluate(seed=0, n_episodes=8):
    key = jax.random.PRNGKey(seed)
    params = policy.init_policy(key)
    keys = jax.random.split(jax.random.fold_in(key, 1), n_episodes)
    return batched_return(params, keys)


if __name__ == "__main__":
    print(evaluate())
