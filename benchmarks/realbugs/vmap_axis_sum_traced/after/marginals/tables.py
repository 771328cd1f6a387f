"""Marginals of stacked joint probability tables."""
import jax
import jax.numpy as jnp


def marginalize(table, axis):
    """Sum a joint table over one of its variables."""
    return jnp.sum(table, axis)


def marginalize_all(tables, axis):
    """Every table summed over the same variable; the axis is a Python int, mapped over by none."""
    return jax.vmap(marginalize, in_axes=(0, None))(tables, axis)
