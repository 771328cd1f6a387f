"""A single-bucket rainfall-runoff model, one day per step."""

from typing import NamedTuple

import jax.numpy as jnp


class BucketParams(NamedTuple):
    capacity: float
    drainage: float


def bucket_step(storage, forcing, params):
    rain, pet = forcing
    storage = storage + rain
    evaporation = min(storage, pet)  # expect: JXL103
    storage = storage - evaporation
    if storage > params.capacity:  # expect: JXL101
        overflow = storage - params.capacity
        storage = params.capacity
    else:
        overflow = 0.0
    baseflow = params.drainage * storage
    return storage - baseflow, overflow + baseflow
