"""Summarises event histories with recency-biased attention."""

import jax

from seqmodel.layers import Attention


def main(batch=4, length=12, dim=8):
    key = jax.random.PRNGKey(0)
    layer = Attention(key, dim, length, window=3)
    histories = jax.random.normal(jax.random.fold_in(key, 1), (batch, length, dim))
    summarise = jax.jit(jax.vmap(layer, in_axes=(None, 0)))
    return summarise(layer.params, histories)


if __name__ == "__main__":
    print(main().shape)
