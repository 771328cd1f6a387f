import jax
import jax.numpy as jnp


def topk_accuracy(logits, labels, k):
    """Fraction of samples whose true class is among the k highest scores."""
    _, top = jax.lax.top_k(logits, k)  # expect: JXL106
    return jnp.mean(jnp.any(top == labels[:, None], axis=1))
