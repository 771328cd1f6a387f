import math

import jax
import jax.numpy as jnp


def init_params(key, cfg):
    keys = jax.random.split(key, cfg.max_levels + 1)
    return {
        "down": [0.1 * jax.random.normal(k, (cfg.channels, cfg.channels)) for k in keys[:-1]],
        "out": 0.1 * jax.random.normal(keys[-1], (cfg.channels, cfg.channels)),
    }


def downsample(x):
    h, w, c = x.shape[-3:]
    return x.reshape(*x.shape[:-3], h // 2, 2, w // 2, 2, c).mean(axis=(-4, -2))


def upsample(x):
    return jnp.repeat(jnp.repeat(x, 2, axis=-3), 2, axis=-2)


def unet_apply(params, x, cfg):
    # Shapes and config are Python ints: math keeps the level count a trace-time constant.
    num_levels = int(math.log2(x.shape[1] // cfg.min_resolution))
    skips = []
    h = x
    for level in range(num_levels):
        h = jax.nn.gelu(h @ params["down"][level])
        skips.append(h)
        h = downsample(h)
    for level in reversed(range(num_levels)):
        h = upsample(h) + skips[level]
    return h @ params["out"]
