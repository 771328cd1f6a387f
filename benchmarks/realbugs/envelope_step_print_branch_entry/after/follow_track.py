"""Follows the envelope of a short drum track, one sample at a time."""

import jax
import jax.numpy as jnp

from envtrack import follow_step

step = jax.jit(follow_step)


def main(num_samples=4):
    track = jnp.array([0.0, 0.9, 0.2, -0.7, 0.1, 0.0])[:num_samples]
    level = jnp.asarray(0.0)
    for sample in track:
        level = step(level, sample, 0.5, 0.1)
    return level


if __name__ == "__main__":
    print(main())
