import jax.numpy as jnp


def monte_carlo_returns(rewards, length, gamma):
    """Discounted reward-to-go for the first `length` steps of a zero-padded episode."""
    returns = jnp.zeros_like(rewards)
    running = jnp.zeros((), rewards.dtype)
    for t in reversed(range(length)):  # expect: JXL105
        running = rewards[t] + gamma * running
        returns = returns.at[t].set(running)
    return returns
