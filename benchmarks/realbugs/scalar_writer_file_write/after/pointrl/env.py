import jax
import jax.numpy as jnp


def reset(key, num_envs):
    return jax.random.uniform(key, (num_envs,), minval=-2.0, maxval=2.0)


def step(position, action):
    """A point mass pushed by the action; the reward is minus its distance to the origin."""
    position = jnp.clip(position + 0.1 * jnp.clip(action, -1.0, 1.0), -3.0, 3.0)
    return position, -jnp.abs(position)
