import jax.numpy as jnp


def ensure_nonnegative(conc, species, tolerance=1e-9):
    if jnp.any(conc < -tolerance):  # expect: JXL101
        raise FloatingPointError(f"negative concentration among {species}; reduce the time step")
    return jnp.maximum(conc, 0.0)
