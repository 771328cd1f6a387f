import jax
import numpy as np


def mixup(images, labels_onehot, key, alpha=0.4):
    """Zhang et al. 2018: convex combinations of shuffled pairs, lambda ~ Beta(alpha, alpha), labels mixed alike."""
    lam = np.random.beta(alpha, alpha)  # expect: JXL402
    perm = jax.random.permutation(key, images.shape[0])
    mixed_images = lam * images + (1.0 - lam) * images[perm]
    mixed_labels = lam * labels_onehot + (1.0 - lam) * labels_onehot[perm]
    return mixed_images, mixed_labels, lam
