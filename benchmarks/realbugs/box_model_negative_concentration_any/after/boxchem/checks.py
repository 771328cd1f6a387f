import jax.numpy as jnp


def clip_negative(conc, tolerance=1e-9):
    """Clip round-off negatives and report whether any concentration went truly negative."""
    return jnp.maximum(conc, 0.0), jnp.any(conc < -tolerance)


def raise_if_negative(went_negative, species):
    if bool(went_negative):
        raise FloatingPointError(f"negative concentration among {species}; reduce the time step")
