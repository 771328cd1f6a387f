"""Replicate the parameters, shard the batches, and train for a few steps."""

import jax
import jax.numpy as jnp

from dptrain.model import init
from dptrain.parallel import train_step


def shard(batch):
    devices = jax.local_device_count()
    return batch.reshape((devices, -1) + batch.shape[1:])


def main(steps=3):
    devices = jax.local_device_count()
    params = jax.tree_util.tree_map(lambda p: jnp.stack([p] * devices), init(jax.random.PRNGKey(0), 4))
    x = jax.random.normal(jax.random.PRNGKey(1), (8 * devices, 4))
    y = x @ jnp.arange(4.0)
    for _ in range(steps):
        params, loss = train_step(params, shard(x), shard(y))
    return loss


if __name__ == "__main__":
    main()
