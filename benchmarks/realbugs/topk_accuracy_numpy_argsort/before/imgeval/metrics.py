import jax
import jax.numpy as jnp
import numpy as np


def top_k_accuracy(logits, labels, k):
    """Fraction of examples whose label is among the k highest-scoring classes."""
    top_k = np.argsort(logits, axis=1)[:, -k:]  # expect: JXL401
    return jnp.mean(jnp.any(top_k == labels[:, None], axis=1))


def cross_entropy(logits, labels):
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))
