import jax


def mixup(images, labels_onehot, key, alpha=0.4):
    """Zhang et al. 2018: convex combinations of shuffled pairs, lambda ~ Beta(alpha, alpha), labels mixed alike."""
    lam_key, perm_key = jax.random.split(key)
    lam = jax.random.beta(lam_key, alpha, alpha)
    perm = jax.random.permutation(perm_key, images.shape[0])
    mixed_images = lam * images + (1.0 - lam) * images[perm]
    mixed_labels = lam * labels_onehot + (1.0 - lam) * labels_onehot[perm]
    return mixed_images, mixed_labels, lam
