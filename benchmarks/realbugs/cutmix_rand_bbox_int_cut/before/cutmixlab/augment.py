import jax
import jax.numpy as jnp


def rand_bbox(key, height, width, lam):
    """A box covering about (1 - lam) of the image, centred uniformly at random (CutMix's rand_bbox)."""
    cut_rat = jnp.sqrt(1.0 - lam)
    cut_h, cut_w = int(height * cut_rat), int(width * cut_rat)  # expect: JXL104
    k_y, k_x = jax.random.split(key)
    cy = jax.random.randint(k_y, (), 0, height)
    cx = jax.random.randint(k_x, (), 0, width)
    y1, y2 = jnp.clip(cy - cut_h // 2, 0, height), jnp.clip(cy + cut_h // 2, 0, height)
    x1, x2 = jnp.clip(cx - cut_w // 2, 0, width), jnp.clip(cx + cut_w // 2, 0, width)
    return y1, x1, y2, x2


def box_mask(height, width, y1, x1, y2, x2):
    rows = jnp.arange(height)[:, None]
    cols = jnp.arange(width)[None, :]
    return (rows >= y1) & (rows < y2) & (cols >= x1) & (cols < x2)


class CutMix:
    def __init__(self, alpha=1.0):
        self.alpha = alpha

    def __call__(self, key, images, soft_labels):
        k_lam, k_perm, k_box = jax.random.split(key, 3)
        height, width = images.shape[1], images.shape[2]
        lam = jax.random.beta(k_lam, self.alpha, self.alpha)
        perm = jax.random.permutation(k_perm, images.shape[0])
        y1, x1, y2, x2 = rand_bbox(k_box, height, width, lam)
        mask = box_mask(height, width, y1, x1, y2, x2)
        mixed = jnp.where(mask[None, :, :], images[perm], images)
        lam = 1.0 - (y2 - y1) * (x2 - x1) / (height * width)
        return mixed, lam * soft_labels + (1.0 - lam) * soft_labels[perm]
