import jax

from imgaug.pipeline import BatchAugmenter
from imgaug.transforms import Compose, RandomHorizontalFlip, RandomPadCrop


def main():
    images = jax.random.uniform(jax.random.PRNGKey(0), (8, 16, 16, 3))
    augmenter = BatchAugmenter(Compose([RandomPadCrop(max_pad=4), RandomHorizontalFlip()]))
    return images, augmenter(jax.random.PRNGKey(1), images)


if __name__ == "__main__":
    print(main()[1].shape)
