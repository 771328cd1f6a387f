import jax
import jax.numpy as jnp

from multitok.vocab import MAX_VOCAB, VOCAB_SIZES


def encode_tokens(token_ids, vocab_size):
    """One-hot rows of one sentence over the largest vocabulary; ids past this language's vocabulary are zero rows."""
    rows = jax.nn.one_hot(token_ids, MAX_VOCAB)
    return jnp.where(token_ids[:, None] < vocab_size, rows, 0.0)


def encode_batch(token_ids, language_ids):
    """token_ids: [sentences, length]; language_ids: [sentences]."""
    return jax.vmap(encode_tokens)(token_ids, VOCAB_SIZES[language_ids])
