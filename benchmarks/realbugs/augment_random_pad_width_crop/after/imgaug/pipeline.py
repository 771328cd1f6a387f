import jax


class BatchAugmenter:
    def __init__(self, transform):
        self.transform = transform
        self._augment = jax.jit(self.augment)

    def augment(self, key, images):
        keys = jax.random.split(key, images.shape[0])
        return jax.vmap(self.transform)(keys, images)

    def __call__(self, key, images):
        return self._augment(key, images)
