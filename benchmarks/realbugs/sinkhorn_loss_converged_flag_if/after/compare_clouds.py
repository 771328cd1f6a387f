"""Transport cost between eight pairs of point clouds, batched and compiled once."""

import jax

from otkit.config import SinkhornConfig
from otkit.losses import make_ot_loss

batched_loss = jax.jit(jax.vmap(make_ot_loss(SinkhornConfig())))


def main():
    source_key, shift_key = jax.random.split(jax.random.PRNGKey(0))
    sources = jax.random.normal(source_key, (8, 32, 2))
    shifts = jax.random.uniform(shift_key, (8, 1, 2))
    return batched_loss(sources, sources + shifts)


if __name__ == "__main__":
    print(main())
