"""Nightly noise report: per-channel floors of today's recording, and the quieter of today's and yesterday's."""

import jax
import jax.numpy as jnp

from sigstats import channel_floor, quieter_of

floor_fast = jax.jit(channel_floor, static_argnums=1)
pick_quieter = jax.jit(quieter_of)


def main(num_channels=4, num_samples=128):
    today = jax.random.normal(jax.random.PRNGKey(0), (num_channels, num_samples))
    yesterday = 0.5 * jax.random.normal(jax.random.PRNGKey(1), (num_channels, num_samples))
    floors = floor_fast(today, 1)
    quieter = pick_quieter(today, yesterday)
    return floors, jnp.sum(quieter ** 2)


if __name__ == "__main__":
    print(main())
