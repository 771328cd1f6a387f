import functools

import jax
import jax.numpy as jnp


class ProgressMonitor:
    """Draws a grid of samples from the current weights every few epochs, as the tutorial's visualisation does."""

    def __init__(self, sampler):
        self.sampler = sampler
        self.previews = []

    def preview(self, params, key):
        sample = jax.jit(functools.partial(self.sampler.generate, params))  # expect: JXL502
        images = sample(key)
        self.previews.append(float(jnp.std(images)))
        return images
