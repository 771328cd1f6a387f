import jax
import jax.numpy as jnp


def future_rewards(rewards, gamma: float = 0.99):
    def backwards(carry, reward):
        carry = reward + gamma * carry
        return carry, carry

    _, returns = jax.lax.scan(backwards, jnp.zeros(()), rewards, reverse=True)
    return (returns - returns.mean()) / (returns.std() + 1e-8)
