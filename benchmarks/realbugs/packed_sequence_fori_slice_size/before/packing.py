from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np


class PackedSequence(NamedTuple):
    """Time-major packed batch: the rows of step t are the sequences still running at t."""

    data: jax.Array
    batch_sizes: jax.Array


def pack(sequences):
    """Pack sequences sorted by decreasing length."""
    lengths = [len(s) for s in sequences]
    batch_sizes = [sum(1 for n in lengths if n > t) for t in range(max(lengths))]
    rows = [s[t] for t in range(max(lengths)) for s in sequences if len(s) > t]
    return PackedSequence(jnp.asarray(np.stack(rows)), jnp.asarray(batch_sizes))
