import jax
import numpy as np


class Mixup:
    """mixup: each example is blended with a partner from the same batch, lambda ~ Beta(alpha, alpha)."""

    def __init__(self, alpha=0.2):
        self.alpha = alpha

    def __call__(self, key, images, labels):
        batch_size = images.shape[0]
        weight = jax.random.beta(key, self.alpha, self.alpha, (batch_size,))
        index = np.random.permutation(batch_size)  # expect: JXL402
        x_weight = weight.reshape((batch_size,) + (1,) * (images.ndim - 1))
        mixed_images = images * x_weight + images[index] * (1.0 - x_weight)
        mixed_labels = labels * weight[:, None] + labels[index] * (1.0 - weight[:, None])
        return mixed_images, mixed_labels
