"""Track query points through a video with a trained tracker."""

import jax
import jax.numpy as jnp

from pointtrack.model import track_points


def preprocess_frames(frames):
    """Frames in [0, 255] to the model's [-1, 1] range."""
    return frames.astype(jnp.float32) / 127.5 - 1.0


track_points_jit = jax.jit(track_points)


def inference(params, frames, query_points):
    frames = preprocess_frames(frames)
    tracks, visibles = track_points_jit(params, frames, query_points)
    return jnp.swapaxes(tracks, 0, 1), jnp.swapaxes(visibles, 0, 1)
