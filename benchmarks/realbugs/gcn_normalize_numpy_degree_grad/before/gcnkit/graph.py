import jax.numpy as jnp
import numpy as np


def add_self_loops(adj):
    return adj + jnp.eye(adj.shape[0], dtype=adj.dtype)


def normalized_adjacency(adj):
    """D^-1/2 (A + I) D^-1/2, the propagation matrix of Kipf and Welling's GCN."""
    adj = add_self_loops(adj)
    degree = adj.sum(axis=1)
    inv_sqrt = np.power(degree, -0.5)  # expect: JXL401
    return inv_sqrt[:, None] * adj * inv_sqrt[None, :]


def stochastic_block_graph(sizes, p_in, p_out, seed=0):
    rng = np.random.default_rng(seed)
    labels = np.repeat(np.arange(len(sizes)), sizes)
    probs = np.where(labels[:, None] == labels[None, :], p_in, p_out)
    upper = np.triu(rng.random(probs.shape) < probs, k=1)
    return (upper | upper.T).astype(np.float32), labels.astype(np.int32)
