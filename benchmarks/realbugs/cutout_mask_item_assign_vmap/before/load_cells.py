import jax

from cellaug.loader import AugmentedLoader


def main():
    images = jax.random.uniform(jax.random.PRNGKey(0), (16, 32, 32, 3), minval=0.1, maxval=1.0)
    labels = jax.random.randint(jax.random.PRNGKey(1), (16,), 0, 2)
    loader = AugmentedLoader(images, labels, batch_size=8, cutout_length=8, seed=0)
    return [batch for batch, _ in loader]


if __name__ == "__main__":
    print([b.shape for b in main()])
