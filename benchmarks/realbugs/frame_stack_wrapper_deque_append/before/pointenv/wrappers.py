from collections import deque

import jax.numpy as jnp


class FrameStacking:
    """Returns the last num_frames observations stacked, so that a feed-forward policy sees the motion."""

    def __init__(self, env, num_frames):
        self.env = env
        self.num_frames = num_frames
        self._frames = deque(maxlen=num_frames)

    def reset(self, key):
        state, observation = self.env.reset(key)
        self._frames.extend(observation for _ in range(self.num_frames))
        return state, jnp.stack(self._frames)

    def step(self, state, action):
        state, observation = self.env.step(state, action)
        self._frames.append(observation)  # expect: JXL202
        return state, jnp.stack(self._frames)
