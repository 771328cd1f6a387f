"""Marginals of stacked joint probability tables."""
import jax
import jax.numpy as jnp


def marginalize(table, axis):
    """Sum a joint table over one of its variables."""
    return jnp.sum(table, axis)  # expect: JXL106


def marginalize_all(tables, axes):
    """One marginal per table: tables[i] summed over axes[i]."""
    return jax.vmap(marginalize, in_axes=(0, 0))(tables, axes)
