import jax
import jax.numpy as jnp
import numpy as np

from .model import loss_fn


def train_step(params, x, y, lr):
    """One data-parallel SGD step: each device takes its shard, the gradients are averaged across devices."""
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    grads = jax.lax.pmean(grads, axis_name="devices")
    loss = jax.lax.pmean(loss, axis_name="devices")
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


def shard(array, num_devices):
    return array.reshape((num_devices, -1) + array.shape[1:])


def replicate(tree, num_devices):
    return jax.tree_util.tree_map(lambda a: jnp.stack([a] * num_devices), tree)


def unreplicate(tree):
    return jax.tree_util.tree_map(lambda a: a[0], tree)


def step_decay(base_lr, epoch, drop=0.5, every=5):
    return base_lr * drop ** np.floor(epoch / every)
