from dataclasses import dataclass

import jax
import jax.numpy as jnp

from tinynerf.field import radiance_field
from tinynerf.render import render_rays


@dataclass
class NerfConfig:
    near: float = 2.0
    far: float = 6.0
    n_samples: int = 32
    learning_rate: float = 5e-3


def single_step_wojit(params, origins, directions, target, near, far, n_samples, learning_rate):
    def loss_fn(p):
        rgb = render_rays(radiance_field, p, origins, directions, near, far, n_samples)
        return jnp.mean((rgb - target) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, loss


single_step = jax.jit(single_step_wojit)


def train(params, rays, config, steps=3):
    origins, directions, target = rays
    loss = None
    for _ in range(steps):
        params, loss = single_step(
            params, origins, directions, target, config.near, config.far, config.n_samples, config.learning_rate
        )
    return params, loss
