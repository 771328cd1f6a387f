import numpy as np


def shuffled_indices(num_examples):
    return np.random.permutation(num_examples)  # expect: JXL402


def to_batches(array, order, batch_size):
    shuffled = array[order]
    return shuffled.reshape((-1, batch_size) + array.shape[1:])
