import jax
import jax.numpy as jnp

from .indices import ndvi
from .masks import valid_pixels


class FieldSeries:
    """Mean NDVI of one field per acquisition, cloudy pixels left out, gaps filled linearly."""

    def __init__(self, min_valid_fraction=0.2):
        self.min_valid_fraction = min_valid_fraction
        self.per_date = jax.jit(jax.vmap(self.field_mean))

    def field_mean(self, stack, scene_class):
        values = ndvi(stack)
        valid = valid_pixels(scene_class)
        mean = jnp.sum(jnp.where(valid, values, 0.0)) / jnp.maximum(jnp.sum(valid), 1)
        return mean, valid.mean()

    def build(self, days, stacks, scene_classes):
        means, fractions = self.per_date(stacks, scene_classes)
        usable = fractions >= self.min_valid_fraction
        return jnp.interp(days, days[usable], means[usable])
