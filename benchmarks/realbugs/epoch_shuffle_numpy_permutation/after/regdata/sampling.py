import jax


def shuffled_indices(key, num_examples):
    return jax.random.permutation(key, num_examples)


def to_batches(array, order, batch_size):
    shuffled = array[order]
    return shuffled.reshape((-1, batch_size) + array.shape[1:])
