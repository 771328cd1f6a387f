"""Develops a batch of linear raw frames, tone-mapping only the high-dynamic-range ones."""

import jax
import jax.numpy as jnp

from imgpipe.stages import develop


def main():
    key = jax.random.PRNGKey(0)
    frames = [jax.random.uniform(jax.random.fold_in(key, i), (16, 16), maxval=4.0 if i % 2 else 0.8)
              for i in range(4)]
    return [develop(frame, bool(frame.max() > 1.0)) for frame in frames]


if __name__ == "__main__":
    print([float(jnp.mean(out)) for out in main()])
