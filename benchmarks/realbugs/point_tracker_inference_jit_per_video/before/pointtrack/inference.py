"""Track query points through a video with a trained tracker."""

import jax
import jax.numpy as jnp

from pointtrack.model import track_points


def preprocess_frames(frames):
    """Frames in [0, 255] to the model's [-1, 1] range."""
    return frames.astype(jnp.float32) / 127.5 - 1.0


def inference(params, frames, query_points):
    frames = preprocess_frames(frames)

    def run(frames, query_points):
        return track_points(params, frames, query_points)

    run = jax.jit(run)  # expect: JXL502
    tracks, visibles = run(frames, query_points)
    return jnp.swapaxes(tracks, 0, 1), jnp.swapaxes(visibles, 0, 1)
