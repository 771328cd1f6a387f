import jax
import jax.numpy as jnp


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in jax.tree_util.tree_leaves(tree)))


class GlobalNormClipper:
    """Rescales gradients whose global norm exceeds `max_norm`; counts how often it had to."""

    def __init__(self, max_norm):
        self.max_norm = max_norm
        self.num_clipped = 0

    def __call__(self, grads):
        norm = global_norm(grads)
        if norm > self.max_norm:  # expect: JXL101
            self.num_clipped += 1  # expect: JXL202
            grads = jax.tree_util.tree_map(lambda g: g * (self.max_norm / norm), grads)
        return grads
