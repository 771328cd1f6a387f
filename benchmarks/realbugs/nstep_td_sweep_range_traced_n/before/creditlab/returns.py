import jax
import jax.numpy as jnp


@jax.jit
def n_step_targets(rewards, next_values, gamma, n):
    """G_t = r_t + ... + gamma^(n-1) r_{t+n-1} + gamma^n V(s_{t+n}), truncated at the episode's end.

    `next_values[t]` is V(s_{t+1}); the value after the last step is zero (terminal).
    """
    length = rewards.shape[0]
    padded = jnp.concatenate([rewards, jnp.zeros(length)])
    values_ext = jnp.concatenate([next_values[:-1], jnp.zeros(1)])
    targets = jnp.zeros(length)
    discount = 1.0
    for k in range(n):  # expect: JXL105
        targets = targets + discount * padded[k:k + length]
        discount = discount * gamma
    boot_index = jnp.arange(length) + n - 1
    bootstrap = jnp.where(boot_index < length, values_ext[jnp.minimum(boot_index, length - 1)], 0.0)
    return targets + discount * bootstrap
