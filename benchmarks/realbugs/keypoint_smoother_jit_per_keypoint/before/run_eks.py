import jax.numpy as jnp

from eksmooth import optimize_smooth_params


def keypoint_traces(num_keypoints=3, num_frames=50):
    t = jnp.arange(num_frames)
    return jnp.stack([jnp.sin(0.3 * (k + 1) * t) for k in range(num_keypoints)])


def fit():
    return optimize_smooth_params(keypoint_traces())
