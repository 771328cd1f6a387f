from jax import lax
import jax.numpy as jnp


def position_ids(tokens, order):
    """Positions of the tokens after reordering the sequence by `order`."""
    table = lax.iota(jnp.int32, tokens.shape[0])
    return table[order]
