import functools

import jax
import jax.numpy as jnp

from imgcls.augment import augment


def logits_fn(params, images):
    return images.reshape(images.shape[0], -1) @ params["w"]


def loss_fn(params, images, labels):
    log_probs = jax.nn.log_softmax(logits_fn(params, images))
    return -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=1))


@functools.partial(jax.jit, static_argnames=("augment_config",))
def train_step(params, images, labels, key, augment_config):
    images = augment(images, key, augment_config)
    loss, grads = jax.value_and_grad(loss_fn)(params, images, labels)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads), loss
