import jax
import jax.numpy as jnp


def ou_init(action_dim):
    return jnp.zeros(action_dim)


def ou_step(state, key, theta=0.15, sigma=0.2):
    dx = -theta * state + sigma * jax.random.normal(key, state.shape)
    return state + dx
