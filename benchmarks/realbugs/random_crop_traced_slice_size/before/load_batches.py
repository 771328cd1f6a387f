from dataclasses import dataclass

import jax

from augment.pipeline import Augmenter


@dataclass(frozen=True)
class AugmentConfig:
    min_crop: int = 20
    out_size: int = 24


def main():
    images = jax.random.uniform(jax.random.PRNGKey(0), (4, 32, 32, 3))
    return Augmenter(AugmentConfig())(jax.random.PRNGKey(1), images)


if __name__ == "__main__":
    print(main().shape)
