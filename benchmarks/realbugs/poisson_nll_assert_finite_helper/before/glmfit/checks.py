import jax.numpy as jnp


def check_finite(name, value):
    assert jnp.all(jnp.isfinite(value)), f"{name} is not finite"  # expect: JXL102
    return value
