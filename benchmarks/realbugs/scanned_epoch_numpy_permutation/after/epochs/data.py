import jax


def shuffled_batches(key, x, y, batch_size):
    """Reshuffle the examples and cut them into [num_batches, batch_size, ...] stacks."""
    order = jax.random.permutation(key, x.shape[0])
    num_batches = x.shape[0] // batch_size
    keep = order[: num_batches * batch_size]
    return (
        x[keep].reshape((num_batches, batch_size) + x.shape[1:]),
        y[keep].reshape((num_batches, batch_size) + y.shape[1:]),
        keep,
    )
