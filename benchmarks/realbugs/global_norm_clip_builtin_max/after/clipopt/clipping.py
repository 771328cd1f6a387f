import jax
import jax.numpy as jnp


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in jax.tree_util.tree_leaves(tree)))


def clip_by_global_norm(grads, max_norm):
    """Scales every gradient by max_norm / max(norm, max_norm); returns the clipped tree and the unclipped norm."""
    norm = global_norm(grads)
    clip_coeff = max_norm / jnp.maximum(norm, max_norm)
    return jax.tree_util.tree_map(lambda g: g * clip_coeff, grads), norm
