import jax


class Augmenter:
    def __init__(self, crop, flip):
        self.crop = crop
        self.flip = flip
        self.augment = jax.jit(self._augment)

    def _augment(self, images, key):
        keys = jax.random.split(key, images.shape[0])
        cropped = jax.vmap(self.crop)(images, keys)
        return cropped, jax.vmap(self.flip)(cropped)
