import jax
import jax.numpy as jnp


def apply_temperature(logits, temperature):
    return logits / jnp.maximum(temperature, 1e-6)


def top_p_filter(logits, top_p):
    """Keep the smallest set of tokens whose probability mass reaches top_p (always the best one)."""
    order = jnp.argsort(-logits)
    sorted_probs = jax.nn.softmax(logits[order])
    cumulative = jnp.cumsum(sorted_probs)
    keep_sorted = (cumulative - sorted_probs) < top_p
    keep = jnp.zeros_like(keep_sorted).at[order].set(keep_sorted)
    return jnp.where(keep, logits, -jnp.inf)


def nucleus_sample(key, logits, temperature=1.0, top_p=0.9):
    logits = top_p_filter(apply_temperature(logits, temperature), top_p)
    return jax.random.categorical(key, logits)
