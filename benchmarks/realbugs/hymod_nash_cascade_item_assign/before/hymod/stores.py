import jax.numpy as jnp


def soil_moisture_accounting(storage, precip, pet, params):
    """Pareto-distributed soil store: returns the new storage, the effective rainfall and the actual ET."""
    smax = params.cmax / (1.0 + params.bexp)
    ratio = jnp.clip(1.0 - storage / smax, 0.0, 1.0)
    c_prev = params.cmax * (1.0 - ratio ** (1.0 / (1.0 + params.bexp)))
    c_new = jnp.minimum(c_prev + precip, params.cmax)
    storage_new = smax * (1.0 - (1.0 - c_new / params.cmax) ** (1.0 + params.bexp))
    excess = jnp.maximum(precip - (storage_new - storage), 0.0)
    et = jnp.minimum(pet * storage_new / smax, storage_new)
    return storage_new - et, excess, et


def route_cascade(tanks, inflow, rate):
    """Nash cascade of linear reservoirs: each tank drains into the next; returns the tanks and the outflow."""
    for i in range(tanks.shape[0]):
        outflow = rate * tanks[i]
        tanks[i] = tanks[i] - outflow + inflow  # expect: JXL301
        inflow = outflow
    return tanks, inflow
