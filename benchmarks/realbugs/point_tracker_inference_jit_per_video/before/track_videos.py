"""Track the same grid of points through every clip of a small video collection."""

import jax
import jax.numpy as jnp

from pointtrack import inference, init_params


def make_clips(key, num_clips, num_frames=6, height=16, width=16, channels=3):
    return [jax.random.uniform(clip_key, (num_frames, height, width, channels)) * 255.0
            for clip_key in jax.random.split(key, num_clips)]


def main():
    params = init_params(jax.random.PRNGKey(0), channels=3, feature_dim=8)
    query_points = jnp.array([[0, 4, 4], [0, 8, 12], [0, 12, 2]], dtype=jnp.float32)
    results = []
    for frames in make_clips(jax.random.PRNGKey(1), num_clips=5):
        results.append(inference(params, frames, query_points))
    return params, query_points, results


if __name__ == "__main__":
    _, _, results = main()
    print(len(results), results[0][0].shape)
