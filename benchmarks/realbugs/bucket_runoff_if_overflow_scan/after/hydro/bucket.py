"""A single-bucket rainfall-runoff model, one day per step."""

from typing import NamedTuple

import jax.numpy as jnp


class BucketParams(NamedTuple):
    capacity: float
    drainage: float


def bucket_step(storage, forcing, params):
    rain, pet = forcing
    storage = storage + rain
    evaporation = jnp.minimum(storage, pet)
    storage = storage - evaporation
    overflow = jnp.maximum(storage - params.capacity, 0.0)
    storage = storage - overflow
    baseflow = params.drainage * storage
    return storage - baseflow, overflow + baseflow
