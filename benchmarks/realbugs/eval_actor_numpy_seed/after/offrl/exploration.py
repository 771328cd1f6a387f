import jax
import jax.numpy as jnp


def add_action_noise(actions, key, scale):
    noise = jax.random.normal(key, actions.shape)
    return jnp.clip(actions + scale * noise, -1.0, 1.0)
