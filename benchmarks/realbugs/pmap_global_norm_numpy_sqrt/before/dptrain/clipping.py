import jax
import jax.numpy as jnp
import numpy as np


def global_norm(grads):
    leaves = jax.tree_util.tree_leaves(grads)
    return np.sqrt(sum(np.sum(np.square(g)) for g in leaves))  # expect: JXL401


def clip_by_global_norm(grads, max_norm):
    """Rescale the whole gradient pytree so that its global L2 norm is at most `max_norm`."""
    norm = global_norm(grads)
    scale = jnp.minimum(1.0, max_norm / (norm + 1e-6))
    return jax.tree_util.tree_map(lambda g: g * scale, grads), norm
