import jax

from augment.pipeline import augment_batch


def main():
    images = jax.random.uniform(jax.random.PRNGKey(0), (8, 16, 16, 3)) + 1.0
    return augment_batch(jax.random.PRNGKey(1), images)


if __name__ == "__main__":
    print(main().shape)
