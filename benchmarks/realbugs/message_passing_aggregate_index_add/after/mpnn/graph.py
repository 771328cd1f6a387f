from typing import NamedTuple

import jax.numpy as jnp
import numpy as np


class Graph(NamedTuple):
    nodes: jnp.ndarray       # [num_nodes, features]
    senders: jnp.ndarray     # [num_edges]
    receivers: jnp.ndarray   # [num_edges]


def ring_with_chords(num_nodes, num_chords, seed=0):
    rng = np.random.default_rng(seed)
    src = list(range(num_nodes)) + list(rng.integers(0, num_nodes, num_chords))
    dst = [(i + 1) % num_nodes for i in range(num_nodes)] + list(rng.integers(0, num_nodes, num_chords))
    senders = np.array(src + dst, np.int32)      # both directions
    receivers = np.array(dst + src, np.int32)
    features = rng.normal(size=(num_nodes, 4)).astype(np.float32)
    return Graph(jnp.asarray(features), jnp.asarray(senders), jnp.asarray(receivers))
