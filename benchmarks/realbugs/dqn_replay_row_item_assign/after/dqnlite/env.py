import jax.numpy as jnp


class ChainWalk:
    """A corridor of `length` cells; reaching the right end pays 1 and ends the episode."""

    num_actions = 2

    def __init__(self, length):
        self.length = length

    @property
    def obs_dim(self):
        return self.length

    def reset(self):
        return jnp.zeros((), jnp.int32)

    def observe(self, position):
        return jnp.zeros(self.length).at[position].set(1.0)

    def step(self, position, action):
        moved = jnp.clip(position + 2 * action - 1, 0, self.length - 1)
        done = moved == self.length - 1
        reward = done.astype(jnp.float32)
        next_position = jnp.where(done, 0, moved)
        return next_position, reward, done
