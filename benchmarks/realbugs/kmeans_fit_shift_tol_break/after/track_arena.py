"""Cluster the foreground pixels of a few synthetic arena frames with three flies."""

import jax
import jax.numpy as jnp

from flytrack.tracker import FrameTracker

FLY_POSITIONS = jnp.array([[10.0, 10.0], [40.0, 12.0], [25.0, 40.0]])
NUM_FRAMES = 4


def synthetic_frame(key, drift):
    noise = jax.random.normal(key, (3, 60, 2)) * 1.5
    return (FLY_POSITIONS[:, None, :] + drift + noise).reshape(-1, 2)


def main():
    tracker = FrameTracker(n_flies=3)
    keys = jax.random.split(jax.random.PRNGKey(0), NUM_FRAMES)
    history = []
    for frame, key in enumerate(keys):
        centers, _ = tracker.update(synthetic_frame(key, 0.5 * frame))
        history.append(centers)
    return jnp.stack(history)


if __name__ == "__main__":
    print(main()[-1])
