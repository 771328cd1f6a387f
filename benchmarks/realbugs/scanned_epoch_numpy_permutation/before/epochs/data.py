import numpy as np


def shuffled_batches(x, y, batch_size):
    """Reshuffle the examples and cut them into [num_batches, batch_size, ...] stacks."""
    order = np.random.permutation(x.shape[0])  # expect: JXL402
    num_batches = x.shape[0] // batch_size
    keep = order[: num_batches * batch_size]
    return (
        x[keep].reshape((num_batches, batch_size) + x.shape[1:]),
        y[keep].reshape((num_batches, batch_size) + y.shape[1:]),
        keep,
    )
