import jax
import jax.numpy as jnp


def top_k_filter(logits, top_k):
    """Keeps the `top_k` largest logits and masks the rest."""
    values, _ = jax.lax.top_k(logits, top_k)  # expect: JXL106
    return jnp.where(logits < values[-1], -jnp.inf, logits)


def sample_token(logits, key, config):
    return jax.random.categorical(key, top_k_filter(logits / config.temperature, config.top_k))
