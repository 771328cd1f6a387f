import jax


def sample_negatives(key, n_items, n_negatives):
    """Item ids drawn uniformly, used as negatives for the WARP-style ranking loss."""
    return jax.random.randint(key, (n_negatives,), 0, n_items)
