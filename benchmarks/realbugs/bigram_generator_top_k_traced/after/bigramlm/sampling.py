import jax
import jax.numpy as jnp


def top_k_filter(logits, k):
    """Keeps the k largest logits and masks the rest out of the categorical draw."""
    values, _ = jax.lax.top_k(logits, k)
    cutoff = values[-1]
    return jnp.where(logits < cutoff, -jnp.inf, logits)
