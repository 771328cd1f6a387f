import jax

from .noise import add_noise


class NoisyBatches:
    """Feeds (corrupted, clean) pairs to a denoising model; the corruption runs on device, jitted once."""

    def __init__(self, batches, scale=0.3, seed=0):
        self.batches = batches
        self.scale = scale
        self.key = jax.random.PRNGKey(seed)
        self._corrupt = jax.jit(self.corrupt)

    def corrupt(self, key, clean):
        return add_noise(key, clean, self.scale)

    def corrupt_batch(self, clean):
        self.key, key = jax.random.split(self.key)
        return self._corrupt(key, clean)

    def __iter__(self):
        for clean in self.batches:
            yield self.corrupt_batch(clean), clean
