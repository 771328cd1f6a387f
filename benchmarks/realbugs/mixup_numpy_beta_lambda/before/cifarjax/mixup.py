import jax.numpy as jnp
import numpy as np


def mixup_batch(images, labels_onehot, alpha=0.4):
    """Mix each example with its neighbour in the batch (the batches are shuffled by the loader)."""
    lam = np.random.beta(alpha, alpha)  # expect: JXL402
    mixed_images = lam * images + (1.0 - lam) * jnp.roll(images, 1, axis=0)
    mixed_labels = lam * labels_onehot + (1.0 - lam) * jnp.roll(labels_onehot, 1, axis=0)
    return mixed_images, mixed_labels, lam
