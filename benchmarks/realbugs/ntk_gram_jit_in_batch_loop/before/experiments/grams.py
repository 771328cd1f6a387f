"""Gram matrices of the empirical NTK over a dataset, computed batch against batch."""

import jax
import jax.numpy as jnp

import ntklite


def batches(x, batch_size):
    return [x[i:i + batch_size] for i in range(0, x.shape[0], batch_size)]


def ntk_blocks(apply_fn, params, x_train, x_test, batch_size=8):
    blocks = []
    for x_batch in batches(x_test, batch_size):
        kernel = jax.jit(ntklite.empirical_ntk_fn(apply_fn, vmap_axes=0))  # expect: JXL501
        blocks.append(kernel(x_batch, x_train, params))
    return jnp.concatenate(blocks, axis=0)
