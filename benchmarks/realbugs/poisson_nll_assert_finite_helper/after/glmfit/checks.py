import jax.numpy as jnp


def check_finite(name, value):
    """Host-side check: call it on concrete values, outside jitted code."""
    assert jnp.all(jnp.isfinite(value)), f"{name} is not finite"
    return value
