import jax
import jax.numpy as jnp

from .model import render
from .reporting import report


def loss_fn(params, batch):
    coords, rgb = batch
    mse = jnp.mean((render(params, coords) - rgb) ** 2)
    return mse, {"mse": mse, "psnr": -10.0 * jnp.log10(mse)}


def train_step(params, batch, lr):
    (_, stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, batch)
    grads = jax.lax.pmean(grads, axis_name="devices")
    stats = jax.lax.pmean(stats, axis_name="devices")
    report(stats)
    params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return params, stats


ptrain_step = jax.pmap(train_step, axis_name="devices", in_axes=(0, 0, None))
