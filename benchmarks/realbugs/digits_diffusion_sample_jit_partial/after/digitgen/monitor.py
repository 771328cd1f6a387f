import jax
import jax.numpy as jnp


class ProgressMonitor:
    """Draws a grid of samples from the current weights every few epochs, as the tutorial's visualisation does."""

    def __init__(self, sampler):
        self.sampler = sampler
        self.previews = []
        self._generate = jax.jit(self.sampler.generate)

    def preview(self, params, key):
        images = self._generate(params, key)
        self.previews.append(float(jnp.std(images)))
        return images
