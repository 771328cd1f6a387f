import jax
import jax.numpy as jnp

from batched_rl.envs import bandit_step


@jax.jit
def evaluate_policy(logits, arm_means, lengths, key):
    """Plays every environment for its own episode length and reports the mean return of finished episodes."""
    horizon = 8

    def one_pull(carry, inputs):
        returns, t = carry
        key = inputs
        action_key, reward_key = jax.random.split(key)
        actions = jax.random.categorical(action_key, logits, shape=(arm_means.shape[0],))
        rewards = bandit_step(arm_means, actions, reward_key)
        returns = returns + jnp.where(t < lengths, rewards, 0.0)
        return (returns, t + 1), None

    (returns, _), _ = jax.lax.scan(one_pull, (jnp.zeros(arm_means.shape[0]), 0), jax.random.split(key, horizon))
    finished = lengths <= horizon
    return returns[finished].mean()  # expect: JXL107
