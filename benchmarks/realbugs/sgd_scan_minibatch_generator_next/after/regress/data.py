"""Minibatch sampling shared by the project's training scripts."""

import jax


def sample_minibatches(key, arrays, batch_size):
    """Endless stream of minibatches, reshuffled at every pass over the data."""
    num_examples = arrays[0].shape[0]
    while True:
        key, permutation_key = jax.random.split(key)
        permutation = jax.random.permutation(permutation_key, num_examples)
        for start in range(0, num_examples - batch_size + 1, batch_size):
            indices = permutation[start:start + batch_size]
            yield tuple(array[indices] for array in arrays)


def stacked_minibatches(key, arrays, batch_size, num_epochs):
    """Every minibatch of `num_epochs` shuffled passes, stacked along a leading step axis."""
    num_examples = arrays[0].shape[0]
    num_batches = num_examples // batch_size
    permutations = jax.vmap(lambda k: jax.random.permutation(k, num_examples))(jax.random.split(key, num_epochs))
    indices = permutations[:, : num_batches * batch_size].reshape(num_epochs * num_batches, batch_size)
    return tuple(array[indices] for array in arrays)
