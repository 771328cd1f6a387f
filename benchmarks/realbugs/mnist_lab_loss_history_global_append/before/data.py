"""Stand-in for the lab's MNIST loader: same shapes and normalisation, ten Gaussian blobs instead of digits."""
import numpy as onp


def load(num_train=2000, num_pixels=784, num_classes=10, seed=0):
    rng = onp.random.default_rng(seed)
    centers = rng.normal(0.0, 1.0, size=(num_classes, num_pixels))
    labels = rng.integers(0, num_classes, size=num_train)
    images = centers[labels] + rng.normal(0.0, 1.0, size=(num_train, num_pixels))
    images = (images - images.min()) / (images.max() - images.min())
    one_hot = onp.eye(num_classes)[labels]
    return images.astype(onp.float32), one_hot.astype(onp.float32)


def batches(images, labels, batch_size, rng):
    perm = rng.permutation(images.shape[0])
    for start in range(0, images.shape[0] - batch_size + 1, batch_size):
        idx = perm[start:start + batch_size]
        yield images[idx], labels[idx]
