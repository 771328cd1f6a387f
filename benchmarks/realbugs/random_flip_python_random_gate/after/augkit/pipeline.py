import jax


class AugmentedBatches:
    """Applies a per-image transform to every image of each batch, vectorised and compiled once."""

    def __init__(self, batches, transform, key):
        self.batches = batches
        self.transform = transform
        self.key = key
        self._augment = jax.jit(jax.vmap(self.transform))

    def __iter__(self):
        for images, labels in self.batches:
            self.key, batch_key = jax.random.split(self.key)
            yield self._augment(images, jax.random.split(batch_key, images.shape[0])), labels
