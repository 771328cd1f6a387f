import jax.numpy as jnp
from jax import lax


def monte_carlo_returns(rewards, length, gamma):
    """Discounted reward-to-go for the first `length` steps of a zero-padded episode."""
    valid = jnp.arange(rewards.shape[0]) < length

    def backward(running, step):
        reward, is_valid = step
        running = jnp.where(is_valid, reward + gamma * running, 0.0)
        return running, running

    _, flipped = lax.scan(backward, jnp.zeros((), rewards.dtype), (jnp.flip(rewards), jnp.flip(valid)))
    return jnp.flip(flipped)
