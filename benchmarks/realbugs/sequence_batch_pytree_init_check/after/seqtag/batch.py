import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class SequenceBatch:
    """Padded token ids, their tags and the true length of each row."""

    def __init__(self, tokens, tags, lengths):
        if jnp.any(lengths > tokens.shape[1]):
            raise ValueError("a sequence is longer than the padded width")
        self.tokens = tokens
        self.tags = tags
        self.lengths = lengths

    @property
    def mask(self):
        positions = jnp.arange(self.tokens.shape[1])
        return positions[None, :] < self.lengths[:, None]

    def tree_flatten(self):
        return (self.tokens, self.tags, self.lengths), None

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        # JAX rebuilds the batch with tracers (or placeholders): skip the host-side validation of __init__
        batch = object.__new__(cls)
        batch.tokens, batch.tags, batch.lengths = children
        return batch
