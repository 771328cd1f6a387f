import jax
import jax.numpy as jnp


def bandit_step(arm_means, actions, key):
    """One pull in each of the parallel bandit environments."""
    chosen = jnp.take_along_axis(arm_means, actions[:, None], axis=1)[:, 0]
    return chosen + 0.1 * jax.random.normal(key, chosen.shape)
