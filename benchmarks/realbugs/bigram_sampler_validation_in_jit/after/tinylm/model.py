import jax
import jax.numpy as jnp


def init_bigram(key, vocab_size):
    return {"logits": 0.5 * jax.random.normal(key, (vocab_size, vocab_size))}


def next_token_logits(params, token):
    return params["logits"][token]


def nucleus_filter(logits, top_p):
    probs = jax.nn.softmax(logits)
    order = jnp.argsort(-probs)
    cumulative = jnp.cumsum(probs[order])
    keep_sorted = cumulative - probs[order] < top_p
    keep = jnp.zeros_like(keep_sorted).at[order].set(keep_sorted)
    return jnp.where(keep, logits, -jnp.inf)
