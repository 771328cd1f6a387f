import jax
import jax.numpy as jnp


def effective_runoff(precip, storage, capacity=120.0):
    """Runoff grows with how full the catchment store already is."""
    coefficient = jnp.clip(storage / capacity, 0.05, 0.95)
    return coefficient * precip


def route(precip, initial_storage, recession=0.15, capacity=120.0, drainage=0.03):
    """Daily bucket plus linear reservoir: returns the discharge series."""
    def day(carry, rain):
        storage, reservoir = carry
        runoff = effective_runoff(rain, storage, capacity)
        storage = jnp.clip(storage + rain - runoff - drainage * storage, 0.0, capacity)
        outflow = recession * reservoir
        reservoir = reservoir + runoff - outflow
        return (storage, reservoir), outflow

    _, discharge = jax.lax.scan(day, (initial_storage, jnp.float32(0.0)), precip)
    return discharge
