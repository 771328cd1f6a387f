import jax
import numpy as np

from augkit.pipeline import AugmentedBatches
from augkit.transforms import default_train_transform


def half_lit_images(rng, n, size=8):
    """Images whose left half is lit: a flipped image has its light on the right."""
    images = 0.1 * rng.random((n, size, size)).astype(np.float32)
    images[:, :, : size // 2] += 0.8
    labels = rng.integers(0, 2, n).astype(np.int32)
    return images, labels


def main(num_batches=8, batch_size=64):
    rng = np.random.default_rng(0)
    batches = [half_lit_images(rng, batch_size) for _ in range(num_batches)]
    flipped = []
    for images, _ in AugmentedBatches(batches, default_train_transform(), jax.random.PRNGKey(0)):
        images = np.asarray(images)
        flipped.append(float(np.mean(images[:, :, -1].mean(axis=1) > images[:, :, 0].mean(axis=1))))
    return flipped


if __name__ == "__main__":
    print("fraction of flipped images per batch:", main())
