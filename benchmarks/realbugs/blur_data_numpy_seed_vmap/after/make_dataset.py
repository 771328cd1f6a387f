"""Write a small training set of blurred/clean image pairs."""

import jax
import numpy as np

from deblur.data import generate_blur_data


def build(nimg: int = 8, size: int = 32, noise_level: float = 0.01, seed: int = 0):
    blurred, clean = generate_blur_data(nimg, size, noise_level, jax.random.PRNGKey(seed))
    return np.asarray(blurred), np.asarray(clean)


if __name__ == "__main__":
    blurred, clean = build()
    np.savez("blur_train.npz", blurred=blurred, clean=clean)
    print(blurred.shape, clean.shape)
