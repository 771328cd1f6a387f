from typing import NamedTuple

import jax
import jax.numpy as jnp


class StackedState(NamedTuple):
    env_state: object
    frames: jax.Array


class FrameStacking:
    """Returns the last num_frames observations stacked, so that a feed-forward policy sees the motion.

    The frames travel in the state, so that the wrapper stays a pure function under jit."""

    def __init__(self, env, num_frames):
        self.env = env
        self.num_frames = num_frames

    def reset(self, key):
        env_state, observation = self.env.reset(key)
        frames = jnp.stack([observation] * self.num_frames)
        return StackedState(env_state, frames), frames

    def step(self, state, action):
        env_state, observation = self.env.step(state.env_state, action)
        frames = jnp.concatenate([state.frames[1:], observation[None]])
        return StackedState(env_state, frames), frames
