import jax
import jax.numpy as jnp

from model import NerfModel

model = NerfModel()


def loss_fn(params, view_dirs, normals, rgb):
    return jnp.mean((model(params, view_dirs, normals) - rgb) ** 2)


@jax.jit
def train_step(params, view_dirs, normals, rgb, lr=0.1):
    loss, grads = jax.value_and_grad(loss_fn)(params, view_dirs, normals, rgb)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss
