import jax
import jax.numpy as jnp


class AutoReset:
    """Starts a new episode as soon as one ends, so fixed-length rollouts can run without host control."""

    def __init__(self, env):
        self.env = env

    def init(self, key):
        return self.env.init(key)

    def step(self, state, action, key):
        next_state, reward, done = self.env.step(state, action)
        fresh = self.env.init(key)
        next_state = jax.tree_util.tree_map(lambda new, old: jnp.where(done, new, old), fresh, next_state)
        return next_state, reward, done
