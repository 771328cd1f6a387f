import jax
import jax.numpy as jnp

from camera_utils import convert_to_ndc


class Config:
    cast_rays_in_train_step = True
    forward_facing = True
    focal = 50.0
    width = 64
    height = 48


def render(params, origins, directions):
    return jnp.tanh(origins @ params["w_o"] + directions @ params["w_d"])


def create_train_step(config):
    def train_step(params, batch):
        origins, directions = batch["origins"], batch["directions"]
        if config.cast_rays_in_train_step and config.forward_facing:
            origins, directions = convert_to_ndc(origins, directions, config.focal, config.width, config.height)

        def loss_fn(p):
            return jnp.mean((render(p, origins, directions) - batch["rgb"]) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads), loss

    return jax.jit(train_step)
