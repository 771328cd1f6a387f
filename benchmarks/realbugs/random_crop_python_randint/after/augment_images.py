import jax

from imgpipe.augment import Augmenter
from imgpipe.transforms import HorizontalFlip, RandomCrop


def main():
    images = jax.random.uniform(jax.random.PRNGKey(0), (4, 8, 8, 3))
    augmenter = Augmenter(RandomCrop(size=8, padding=2), HorizontalFlip())
    key = jax.random.PRNGKey(1)
    batches = []
    for _ in range(4):
        key, sub = jax.random.split(key)
        cropped, _ = augmenter.augment(images, sub)
        batches.append(cropped)
    return batches


if __name__ == "__main__":
    print([b.shape for b in main()])
