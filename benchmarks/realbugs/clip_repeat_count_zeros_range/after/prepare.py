import jax.numpy as jnp

from audioaug import Augmenter


def main():
    augmenter = Augmenter(target_length=100)
    clips = [jnp.sin(jnp.linspace(0.0, 6.0, n)) for n in (30, 45)]
    return augmenter.batch(clips)


if __name__ == "__main__":
    print(main().shape)
