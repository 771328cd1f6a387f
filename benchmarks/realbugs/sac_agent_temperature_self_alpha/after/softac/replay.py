import jax
import jax.numpy as jnp


def synthetic_batch(key, batch_size, obs_dim, action_dim):
    """Transitions of a toy task whose reward prefers actions close to -obs."""
    k1, k2 = jax.random.split(key)
    obs = jax.random.normal(k1, (batch_size, obs_dim))
    action = jnp.tanh(jax.random.normal(k2, (batch_size, action_dim)))
    reward = -jnp.sum((action + 0.5 * obs[:, :action_dim]) ** 2, axis=-1)
    return {"obs": obs, "action": action, "reward": reward, "next_obs": obs}
