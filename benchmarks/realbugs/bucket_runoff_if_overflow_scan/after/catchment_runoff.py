"""Simulated runoff of a catchment over a season of daily forcing."""

from functools import partial

import jax
import jax.numpy as jnp

from hydro.bucket import BucketParams, bucket_step


@jax.jit
def simulate(params, rain, pet, initial_storage=10.0):
    step = partial(bucket_step, params=params)
    _, runoff = jax.lax.scan(step, jnp.asarray(initial_storage), (rain, pet))
    return runoff


def main():
    days = jnp.arange(120)
    rain = 8.0 * (jnp.sin(days / 9.0) > 0.6)
    pet = 2.0 + jnp.cos(days / 30.0)
    runoff = simulate(BucketParams(capacity=50.0, drainage=0.05), rain, pet)
    print("total runoff:", float(runoff.sum()))
    return runoff


if __name__ == "__main__":
    main()
