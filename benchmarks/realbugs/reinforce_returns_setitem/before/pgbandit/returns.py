import jax.numpy as jnp


def discounted_returns(rewards, gamma):
    """G_t = r_t + gamma * G_{t+1}, accumulated backwards over one episode."""
    returns = jnp.zeros_like(rewards)
    running = 0.0
    for t in reversed(range(rewards.shape[0])):
        running = rewards[t] + gamma * running
        returns[t] = running  # expect: JXL301
    return returns
