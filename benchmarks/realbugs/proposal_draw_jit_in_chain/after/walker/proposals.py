"""Proposal distributions for random-walk samplers."""
import jax
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class UniformProposal:
    def __init__(self, width=1.0):
        self.width = width

    def draw(self, key, shape):
        return self.width * (jax.random.uniform(key, shape) - 0.5)

    def tree_flatten(self):
        return (), {"width": self.width}

    @classmethod
    def tree_unflatten(cls, aux, leaves):
        return cls(**aux)
