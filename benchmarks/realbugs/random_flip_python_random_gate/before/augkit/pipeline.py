import jax


class AugmentedBatches:
    """Applies a per-image transform to every image of each batch, vectorised and compiled once."""

    def __init__(self, batches, transform):
        self.batches = batches
        self.transform = transform
        self._augment = jax.jit(jax.vmap(self.transform))

    def __iter__(self):
        for images, labels in self.batches:
            yield self._augment(images), labels
