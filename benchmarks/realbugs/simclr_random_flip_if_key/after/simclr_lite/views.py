import jax

from .augment import augment_image


class TwoViewAugmenter:
    """Two independent augmentations of every image in a batch: the positive pairs of SimCLR."""

    def __init__(self, crop_size=24):
        self.crop_size = crop_size

    def __call__(self, images, key):
        k1, k2 = jax.random.split(key)
        n = images.shape[0]
        augment = jax.vmap(lambda img, k: augment_image(img, k, self.crop_size))
        return augment(images, jax.random.split(k1, n)), augment(images, jax.random.split(k2, n))
