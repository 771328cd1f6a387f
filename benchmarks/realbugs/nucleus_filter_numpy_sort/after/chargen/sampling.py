import jax
import jax.numpy as jnp


def top_p_filter(logits, top_p):
    """Keeps the smallest set of tokens whose probabilities sum to at least top_p; the rest get -inf."""
    probs = jax.nn.softmax(logits, axis=-1)
    sorted_probs = jnp.sort(probs, axis=-1)[..., ::-1]
    cumulative = jnp.cumsum(sorted_probs, axis=-1)
    # a token stays when the mass before it is still below top_p, so the most likely token always stays
    inside = (cumulative - sorted_probs) < top_p
    cutoff = jnp.min(jnp.where(inside, sorted_probs, 1.0), axis=-1, keepdims=True)
    return jnp.where(probs >= cutoff, logits, -jnp.inf)
