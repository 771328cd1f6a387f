"""TT-SVD: a d-way tensor as a train of three-way cores."""

import jax.numpy as jnp

from ttlib.rounding import truncated_svd


def tt_svd(tensor, delta):
    shape = tensor.shape
    cores = []
    rank = 1
    remaining = tensor.reshape(shape[0], -1)
    for k in range(len(shape) - 1):
        u, s, vh = truncated_svd(remaining, delta)
        new_rank = s.shape[0]
        cores.append(u.reshape(rank, shape[k], new_rank))
        remaining = (s[:, None] * vh).reshape(new_rank * shape[k + 1], -1)
        rank = new_rank
    cores.append(remaining.reshape(rank, shape[-1], 1))
    return cores


def tt_full(cores):
    result = cores[0]
    for core in cores[1:]:
        result = jnp.tensordot(result, core, axes=(-1, 0))
    return result.reshape(result.shape[1:-1])
