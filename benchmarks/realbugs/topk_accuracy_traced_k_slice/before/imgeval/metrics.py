import jax.numpy as jnp


def top_k_accuracy(logits, labels, k):
    """Fraction of samples whose true class is among the k highest-scoring classes."""
    top = jnp.argsort(logits, axis=-1)[:, -k:]  # expect: JXL106
    return jnp.mean(jnp.any(top == labels[:, None], axis=-1))
