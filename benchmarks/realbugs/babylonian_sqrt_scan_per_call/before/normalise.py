"""Row-normalise a stream of feature batches."""
import jax.numpy as jnp

from numerics import babylonian_sqrt


def normalise_rows(batches):
    out = []
    for batch in batches:
        norms = babylonian_sqrt(jnp.sum(batch ** 2, axis=1, keepdims=True))
        out.append(batch / norms)
    return out
