import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class TinyLM:
    """Token embeddings wired straight to an output head: the shell of a language model."""

    def __init__(self, embed, unembed):
        self.embed = embed
        self.unembed = unembed

    @classmethod
    def create(cls, key, vocab_size, dim):
        k_embed, k_unembed = jax.random.split(key)
        return cls(0.1 * jax.random.normal(k_embed, (vocab_size, dim)),
                   0.1 * jax.random.normal(k_unembed, (dim, vocab_size)))

    def tree_flatten(self):
        return (self.embed, self.unembed), None

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        return cls(*children)

    def __call__(self, tokens):
        return self.embed[tokens] @ self.unembed


def lm_loss(model, tokens, targets):
    log_probs = jax.nn.log_softmax(model(tokens))
    return -jnp.mean(jnp.take_along_axis(log_probs, targets[..., None], axis=-1))
