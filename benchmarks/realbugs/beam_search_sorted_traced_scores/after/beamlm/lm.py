import jax


def make_bigram_table(key, vocab_size, sharpness=2.0):
    """Next-token logits of a bigram language model, one row per current token."""
    return sharpness * jax.random.normal(key, (vocab_size, vocab_size))


def next_log_probs(table, token):
    return jax.nn.log_softmax(table[token])
