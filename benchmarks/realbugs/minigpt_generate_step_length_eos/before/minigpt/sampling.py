import jax


def sample_top_k(logits, key, top_k):
    top_logits, top_ids = jax.lax.top_k(logits, top_k)
    return top_ids[jax.random.categorical(key, top_logits)]
