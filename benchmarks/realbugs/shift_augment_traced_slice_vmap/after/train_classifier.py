import numpy as np

from augkit.pipeline import AugmentedLoader


def main():
    rng = np.random.default_rng(1)
    images = rng.uniform(size=(64, 32, 32, 3)).astype(np.float32)
    labels = rng.integers(0, 10, size=64)
    shapes = []
    for batch_images, batch_labels in AugmentedLoader(images, labels, batch_size=16):
        shapes.append(batch_images.shape)
    return shapes


if __name__ == "__main__":
    print(main())
