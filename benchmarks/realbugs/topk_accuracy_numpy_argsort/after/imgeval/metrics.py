import jax
import jax.numpy as jnp


def top_k_accuracy(logits, labels, k):
    """Fraction of examples whose label is among the k highest-scoring classes."""
    _, top_k = jax.lax.top_k(logits, k)
    return jnp.mean(jnp.any(top_k == labels[:, None], axis=1))


def cross_entropy(logits, labels):
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))
