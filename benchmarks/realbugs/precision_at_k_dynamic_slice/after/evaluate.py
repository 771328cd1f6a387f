import jax.numpy as jnp

from metrics import precision_at_k


def report(scores, labels, ks=(1, 3, 5)):
    """Precision at several cut-offs for one query."""
    return {k: float(precision_at_k(scores, labels, k)) for k in ks}


def mean_precision(queries, k):
    return jnp.mean(jnp.stack([precision_at_k(s, y, k) for s, y in queries]))
