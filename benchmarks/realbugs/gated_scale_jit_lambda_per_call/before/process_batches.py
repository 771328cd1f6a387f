"""Applies the gate to every batch of readings coming off the sensor."""

import jax
import jax.numpy as jnp

from gating import gated_scale


def main(num_batches=4, threshold=5.0):
    batches = 10.0 * jax.random.uniform(jax.random.PRNGKey(0), (num_batches, 32))
    return jnp.stack([gated_scale(batch, threshold) for batch in batches])


if __name__ == "__main__":
    print(main())
