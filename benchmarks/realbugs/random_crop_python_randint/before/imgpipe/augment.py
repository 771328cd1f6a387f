import jax


class Augmenter:
    def __init__(self, crop, flip):
        self.crop = crop
        self.flip = flip
        self.augment = jax.jit(self._augment)

    def _augment(self, images):
        cropped = jax.vmap(self.crop)(images)
        return cropped, jax.vmap(self.flip)(cropped)
