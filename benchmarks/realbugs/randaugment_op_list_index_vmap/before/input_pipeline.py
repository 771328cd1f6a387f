import jax
import numpy as np

from randaug.policy import augment_batch


def main(num_batches=3):
    images = np.random.default_rng(0).uniform(size=(num_batches * 8, 16, 16, 3)).astype(np.float32)
    augment = jax.jit(augment_batch)
    key = jax.random.PRNGKey(0)
    batches = []
    for start in range(0, len(images), 8):
        key, batch_key = jax.random.split(key)
        batches.append(augment(batch_key, images[start:start + 8]))
    return images, batches


if __name__ == "__main__":
    images, batches = main()
    print([b.shape for b in batches])
