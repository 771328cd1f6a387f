"""Motion-imitation environment: each episode tracks one reference clip chosen at reset."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class TrackingState(NamedTuple):
    qpos: jnp.ndarray
    reference: jnp.ndarray
    clip_index: jnp.ndarray
    frame: jnp.ndarray


class TrackingEnv:
    def __init__(self, library, reset_noise_scale=0.01):
        self.library = library
        self.clips = jnp.asarray(library.clips)
        self.reset_noise_scale = reset_noise_scale

    def reset(self, key):
        clip_key, noise_key = jax.random.split(key)
        clip_index = jax.random.randint(clip_key, (), 0, len(self.library))
        reference = self.clips[clip_index]
        noise = self.reset_noise_scale * jax.random.normal(noise_key, reference.shape[1:])
        return TrackingState(reference[0] + noise, reference, clip_index, jnp.array(0))

    def step(self, state, action):
        frame = state.frame + 1
        qpos = state.qpos + action
        target = state.reference[frame % state.reference.shape[0]]
        reward = jnp.exp(-jnp.sum((qpos - target) ** 2))
        return state._replace(qpos=qpos, frame=frame), reward
