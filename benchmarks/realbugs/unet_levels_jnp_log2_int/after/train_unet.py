from functools import partial

import jax

from unetlite.config import UNetConfig
from unetlite.losses import denoising_loss
from unetlite.unet import init_params


def main(steps=5):
    cfg = UNetConfig()
    params = init_params(jax.random.PRNGKey(0), cfg)
    images = jax.random.uniform(jax.random.PRNGKey(1), (4, cfg.image_size, cfg.image_size, cfg.channels))
    grad_fn = jax.jit(jax.value_and_grad(partial(denoising_loss, cfg=cfg)))
    key = jax.random.PRNGKey(2)
    losses = []
    for _ in range(steps):
        key, step_key = jax.random.split(key)
        loss, grads = grad_fn(params, images, step_key)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
