import jax

from .noise import add_noise


class NoisyBatches:
    """Feeds (corrupted, clean) pairs to a denoising model; the corruption runs on device, jitted once."""

    def __init__(self, batches, scale=0.3):
        self.batches = batches
        self.scale = scale
        self._corrupt = jax.jit(self.corrupt)

    def corrupt(self, clean):
        return add_noise(clean, self.scale)

    def corrupt_batch(self, clean):
        return self._corrupt(clean)

    def __iter__(self):
        for clean in self.batches:
            yield self.corrupt_batch(clean), clean
