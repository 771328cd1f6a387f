"""Gram matrices of the empirical NTK over a dataset, computed batch against batch."""

import jax
import jax.numpy as jnp

import ntklite


def batches(x, batch_size):
    return [x[i:i + batch_size] for i in range(0, x.shape[0], batch_size)]


def make_kernel(apply_fn):
    """Jit the kernel once; calling it on new batches of the same shape reuses the compiled code."""
    return jax.jit(ntklite.empirical_ntk_fn(apply_fn, vmap_axes=0))


def ntk_blocks(kernel, params, x_train, x_test, batch_size=8):
    blocks = []
    for x_batch in batches(x_test, batch_size):
        blocks.append(kernel(x_batch, x_train, params))
    return jnp.concatenate(blocks, axis=0)
