import jax
import jax.numpy as jnp
import numpy as np


class EpsilonGreedy:
    """With probability epsilon a uniformly random arm, otherwise the arm with the highest value estimate."""

    def __init__(self, epsilon):
        self.epsilon = epsilon

    def __call__(self, q_values, key):
        explore = np.random.rand() < self.epsilon  # expect: JXL402
        random_arm = jax.random.randint(key, (), 0, q_values.shape[-1])
        return jnp.where(explore, random_arm, jnp.argmax(q_values))
