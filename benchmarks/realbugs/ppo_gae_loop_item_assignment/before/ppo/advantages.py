import jax.numpy as jnp


def generalized_advantages(rewards, values, dones, gamma, lam):
    """GAE over one rollout; `values` has one more entry than `rewards` (the bootstrap value)."""
    horizon = rewards.shape[0]
    advantages = jnp.zeros_like(rewards)
    returns = jnp.zeros_like(rewards)
    last_gae = 0.0
    for t in reversed(range(horizon)):
        not_done = 1.0 - dones[t]
        delta = rewards[t] + gamma * values[t + 1] * not_done - values[t]
        last_gae = delta + gamma * lam * not_done * last_gae
        advantages[t] = last_gae  # expect: JXL301
        returns[t] = last_gae + values[t]  # expect: JXL301
    return advantages, returns
