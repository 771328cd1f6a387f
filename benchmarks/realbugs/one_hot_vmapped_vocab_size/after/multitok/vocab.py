"""Per-language vocabularies: token ids are local to each language's vocabulary."""
import jax.numpy as jnp

LANGUAGES = ("en", "de", "fi")
VOCAB_SIZES = jnp.array([5, 7, 6])
MAX_VOCAB = 7
