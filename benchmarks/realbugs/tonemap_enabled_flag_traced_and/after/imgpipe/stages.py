from functools import partial

import jax
import jax.numpy as jnp

from imgpipe.config import PipelineConfig

CONFIG = PipelineConfig()


def reinhard(image):
    return image / (1.0 + image)


@partial(jax.jit, static_argnames=("apply_tonemap",))
def develop(raw, apply_tonemap):
    image = raw * CONFIG.exposure
    if CONFIG.tonemap and apply_tonemap:
        image = reinhard(image)
    return jnp.clip(image, 0.0, 1.0) ** (1.0 / CONFIG.gamma)
