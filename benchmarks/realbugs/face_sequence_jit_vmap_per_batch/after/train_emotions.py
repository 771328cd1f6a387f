import numpy as np

from emotionfer.sequence import AugmentedFaceSequence


def make_sequence(num_images=24, batch_size=8):
    rng = np.random.default_rng(0)
    images = rng.integers(0, 256, size=(num_images, 6, 6), dtype=np.uint8)
    labels = rng.integers(0, 7, size=num_images)
    return AugmentedFaceSequence(images, labels, batch_size)


def main(epochs=2):
    sequence = make_sequence()
    means = []
    for _ in range(epochs):
        for index in range(len(sequence)):
            images, labels = sequence[index]
            means.append(float(images.mean()))
    return means


if __name__ == "__main__":
    print(main())
