import jax
import jax.numpy as jnp

from multitok.vocab import MAX_VOCAB, VOCAB_SIZES


def encode_tokens(token_ids, vocab_size):
    """One-hot rows of one sentence, padded to the largest vocabulary."""
    rows = jax.nn.one_hot(token_ids, vocab_size)  # expect: JXL106
    return jnp.pad(rows, ((0, 0), (0, MAX_VOCAB - rows.shape[-1])))


def encode_batch(token_ids, language_ids):
    """token_ids: [sentences, length]; language_ids: [sentences]."""
    return jax.vmap(encode_tokens)(token_ids, VOCAB_SIZES[language_ids])
