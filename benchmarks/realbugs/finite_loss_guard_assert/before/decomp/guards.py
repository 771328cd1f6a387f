import jax.numpy as jnp


def check_finite(terms):
    """Fail fast like the torch trainer does: a NaN loss would otherwise burn days of compute."""
    for name, value in terms.items():
        assert jnp.isfinite(value), f"loss term {name} is not finite"  # expect: JXL102
