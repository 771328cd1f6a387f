import jax


def word_dropout(counts, rate, key):
    """Drops whole vocabulary entries of a bag-of-words batch, so the classifier cannot lean on one word."""
    keep = jax.random.bernoulli(key, 1.0 - rate, counts.shape)
    return counts * keep / (1.0 - rate)
