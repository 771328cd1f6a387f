import jax
import jax.numpy as jnp


def reward_to_go(rewards, mask, gamma):
    """Discounted returns of a zero-padded episode, accumulated backwards with lax.scan."""
    def backward(running, step):
        reward, valid = step
        running = (reward + gamma * running) * valid
        return running, running

    _, returns = jax.lax.scan(backward, 0.0, (rewards, mask), reverse=True)
    return returns


def standardise(returns, mask):
    """Zero-mean, unit-variance returns over the valid steps (a baseline that cuts the variance)."""
    count = mask.sum()
    mean = (returns * mask).sum() / count
    std = jnp.sqrt((((returns - mean) * mask) ** 2).sum() / count)
    return (returns - mean) / jnp.maximum(std, 1e-6) * mask
