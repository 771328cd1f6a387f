"""Build training batches from synthetic rollouts, the way the PPO loop does between updates."""

from functools import partial

import jax

from ppokit.batch import Rollout, make_batch


def synthetic_rollout(key, num_steps, num_envs):
    r_key, v_key, d_key = jax.random.split(key, 3)
    return Rollout(
        rewards=jax.random.normal(r_key, (num_steps, num_envs)),
        values=jax.random.normal(v_key, (num_steps, num_envs)),
        dones=jax.random.bernoulli(d_key, 0.1, (num_steps, num_envs)).astype("float32"),
        last_value=jax.random.normal(key, (num_envs,)),
    )


def main():
    batcher = jax.jit(partial(make_batch, gamma=0.99, gae_lambda=0.95))
    for i in range(3):
        advantages, returns = batcher(synthetic_rollout(jax.random.PRNGKey(i), 16, 4))
        print(i, float(returns.mean()))


if __name__ == "__main__":
    main()
