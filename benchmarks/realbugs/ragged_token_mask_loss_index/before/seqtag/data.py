import numpy as np


def pad_batch(sentences, max_len):
    """Right-pad variable-length (tokens, tags) pairs to max_len and mark the real positions."""
    tokens = np.zeros((len(sentences), max_len), dtype=np.int32)
    tags = np.zeros((len(sentences), max_len), dtype=np.int32)
    valid = np.zeros((len(sentences), max_len), dtype=np.float32)
    for row, (sentence_tokens, sentence_tags) in enumerate(sentences):
        length = len(sentence_tokens)
        tokens[row, :length] = sentence_tokens
        tags[row, :length] = sentence_tags
        valid[row, :length] = 1.0
    return {"tokens": tokens, "tags": tags, "valid": valid}


def synthetic_corpus(num_sentences, vocab_size, num_tags, seed):
    rng = np.random.default_rng(seed)
    corpus = []
    for _ in range(num_sentences):
        length = int(rng.integers(3, 11))
        tokens = rng.integers(1, vocab_size, size=length)
        corpus.append((tokens, tokens % num_tags))
    return corpus
