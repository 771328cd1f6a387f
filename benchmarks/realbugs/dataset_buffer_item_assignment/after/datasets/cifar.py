import jax.numpy as jnp
import numpy as onp

BATCH_SIZE = 500
IMAGE_SHAPE = (8, 8, 3)


def read_batch(index):
    """Stands in for unpickling data_batch_{index}: uint8 images and int labels of one batch."""
    rng = onp.random.default_rng(index)
    labels = rng.integers(0, 10, BATCH_SIZE)
    images = rng.integers(0, 256, (BATCH_SIZE,) + IMAGE_SHAPE).astype(onp.uint8)
    images[:, :, :, 0] = onp.minimum(255, images[:, :, :, 0] // 4 + 20 * labels[:, None, None])
    return images, labels


def load_training_set(num_batches=5):
    x_train = onp.zeros((num_batches * BATCH_SIZE,) + IMAGE_SHAPE, dtype=onp.float32)
    y_train = onp.zeros(num_batches * BATCH_SIZE, dtype=onp.int32)
    for i in range(1, num_batches + 1):
        data, labels = read_batch(i)
        x_train[(i - 1) * BATCH_SIZE:i * BATCH_SIZE, :, :, :] = data / 255.0
        y_train[(i - 1) * BATCH_SIZE:i * BATCH_SIZE] = labels
    return jnp.asarray(x_train), jnp.asarray(y_train)
