import jax
import jax.numpy as jnp


class EpsilonGreedy:
    """With probability epsilon a uniformly random arm, otherwise the arm with the highest value estimate."""

    def __init__(self, epsilon):
        self.epsilon = epsilon

    def __call__(self, q_values, key):
        explore_key, arm_key = jax.random.split(key)
        explore = jax.random.bernoulli(explore_key, self.epsilon)
        random_arm = jax.random.randint(arm_key, (), 0, q_values.shape[-1])
        return jnp.where(explore, random_arm, jnp.argmax(q_values))
