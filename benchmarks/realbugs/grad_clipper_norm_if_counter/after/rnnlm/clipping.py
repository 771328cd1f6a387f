import jax
import jax.numpy as jnp


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in jax.tree_util.tree_leaves(tree)))


class GlobalNormClipper:
    """Rescales gradients whose global norm exceeds `max_norm`; reports whether it had to."""

    def __init__(self, max_norm):
        self.max_norm = max_norm

    def __call__(self, grads):
        norm = global_norm(grads)
        scale = jnp.minimum(1.0, self.max_norm / norm)
        return jax.tree_util.tree_map(lambda g: g * scale, grads), norm > self.max_norm
