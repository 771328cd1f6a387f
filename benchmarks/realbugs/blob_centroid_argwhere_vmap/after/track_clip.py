import jax.numpy as jnp

from blobtrack import BlobTracker


def make_clip(num_frames, size):
    rows, cols = jnp.meshgrid(jnp.arange(size), jnp.arange(size), indexing="ij")
    frames = []
    for t in range(num_frames):
        center = 4.0 + 2.0 * t
        frames.append(jnp.exp(-((rows - center) ** 2 + (cols - 8.0) ** 2) / 4.0))
    return jnp.stack(frames)


def main():
    return BlobTracker(threshold=0.5).track(make_clip(4, 20))


if __name__ == "__main__":
    print(main())
