import jax
import jax.numpy as jnp

from imgpipe.config import PipelineConfig

CONFIG = PipelineConfig()


def reinhard(image):
    return image / (1.0 + image)


@jax.jit
def develop(raw, apply_tonemap):
    image = raw * CONFIG.exposure
    if CONFIG.tonemap and apply_tonemap:  # expect: JXL101
        image = reinhard(image)
    return jnp.clip(image, 0.0, 1.0) ** (1.0 / CONFIG.gamma)
