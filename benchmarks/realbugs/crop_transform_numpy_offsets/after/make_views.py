import jax
import numpy as np

from augment.transforms import random_crop


def main():
    images = np.random.default_rng(0).uniform(size=(8, 16, 16, 3)).astype(np.float32)
    weak = random_crop(crop_size=16, pad_size=2)
    first = weak(jax.random.PRNGKey(0), images)
    second = weak(jax.random.PRNGKey(1), images)
    return images, first, second


if __name__ == "__main__":
    images, first, second = main()
    print(float(abs(first - second).max()))
