import jax.numpy as jnp


def _asarray(array, dtype=None, check_finite=False):
    array = jnp.asarray(array, dtype=dtype)
    if check_finite and not jnp.all(jnp.isfinite(array)):  # expect: JXL101
        raise ValueError("array must not contain infs or NaNs")
    return array
