"""Reductions that ignore masked entries."""

from marr.core import MArray


def masked_mean(x: MArray, axis=None):
    return x.xp.sum(x.filled(0), axis=axis) / x.count(axis=axis)


def masked_var(x: MArray, axis=None):
    mean = masked_mean(x, axis=axis)
    if axis is not None:
        mean = x.xp.expand_dims(mean, axis)
    centred = MArray(x.xp, (x.data - mean) ** 2, x.mask)
    return masked_mean(centred, axis=axis)
