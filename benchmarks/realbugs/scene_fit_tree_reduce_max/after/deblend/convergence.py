"""Convergence bookkeeping shared by the optimizers of the package."""

import jax
import jax.numpy as jnp


def relative_changes(old_params, new_params):
    """The relative change of every parameter leaf between two iterates."""
    return jax.tree_util.tree_map(
        lambda old, new: jnp.max(jnp.abs(new - old) / (jnp.abs(old) + 1e-12)), old_params, new_params)


def max_relative_change(old_params, new_params):
    changes = relative_changes(old_params, new_params)
    return jax.tree_util.tree_reduce(jnp.maximum, changes)
