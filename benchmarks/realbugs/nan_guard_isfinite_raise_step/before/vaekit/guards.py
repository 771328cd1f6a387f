import jax.numpy as jnp


class NonFiniteLossError(FloatingPointError):
    pass


def ensure_finite(name, value):
    """Stops the run at the first NaN or inf instead of letting it spread into the weights."""
    if not jnp.all(jnp.isfinite(value)):  # expect: JXL101
        raise NonFiniteLossError(f"{name} is not finite: {value}")
    return value
