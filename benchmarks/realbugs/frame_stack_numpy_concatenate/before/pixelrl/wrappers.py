import jax.numpy as jnp
import numpy as np


class FrameStack:
    """Observations are the last `num_frames` frames, oldest first, stacked on the last axis."""

    def __init__(self, env, num_frames=3):
        self.env = env
        self.num_frames = num_frames

    def reset(self, key):
        state, frame = self.env.reset(key)
        return (state, jnp.repeat(frame[..., None], self.num_frames, axis=-1))

    def step(self, key, wrapped_state, action):
        state, frames = wrapped_state
        state, frame, reward = self.env.step(key, state, action)
        frames = np.concatenate([frames[..., 1:], frame[..., None]], axis=-1)  # expect: JXL401
        return (state, frames), frames, reward
