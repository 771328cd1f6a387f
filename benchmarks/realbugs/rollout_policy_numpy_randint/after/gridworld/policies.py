import jax

from gridworld.env import NUM_ACTIONS


def random_policy(key, state):
    return jax.random.randint(key, shape=(), minval=0, maxval=NUM_ACTIONS)
