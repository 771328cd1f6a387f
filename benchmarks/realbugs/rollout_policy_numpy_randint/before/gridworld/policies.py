import jax.numpy as jnp
import numpy as np

from gridworld.env import NUM_ACTIONS


def random_policy(key, state):
    return jnp.asarray(np.random.randint(0, NUM_ACTIONS))  # expect: JXL402
