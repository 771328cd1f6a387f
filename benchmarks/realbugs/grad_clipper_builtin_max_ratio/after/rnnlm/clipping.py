import jax
import jax.numpy as jnp


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in jax.tree_util.tree_leaves(tree)))


class GlobalNormClipper:
    """Scales every gradient by max_norm / max(norm, max_norm), so only norms above max_norm shrink."""

    def __init__(self, max_norm):
        self.max_norm = max_norm

    def __call__(self, grads):
        norm = global_norm(grads)
        scale = self.max_norm / jnp.maximum(norm, self.max_norm)
        return jax.tree_util.tree_map(lambda g: g * scale, grads), norm
