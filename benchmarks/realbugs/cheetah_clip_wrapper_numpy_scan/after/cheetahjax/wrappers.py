import jax.numpy as jnp

from cheetahjax.env import Wrapper


class ControlRangeClip(Wrapper):
    def __init__(self, env):
        super().__init__(env)
        self.low = jnp.asarray(env.ctrlrange[:, 0])
        self.high = jnp.asarray(env.ctrlrange[:, 1])

    def step(self, state, action):
        action = jnp.clip(action, self.low, self.high)
        return self.env.step(state, action)
