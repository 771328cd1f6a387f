from functools import partial

import jax

from augment.crops import random_resized_crop


class Augmenter:
    def __init__(self, config):
        crop = partial(random_resized_crop, min_size=config.min_crop, out_size=config.out_size)
        self._batch_crop = jax.jit(jax.vmap(crop))

    def __call__(self, key, images):
        keys = jax.random.split(key, images.shape[0])
        return self._batch_crop(keys, images)
