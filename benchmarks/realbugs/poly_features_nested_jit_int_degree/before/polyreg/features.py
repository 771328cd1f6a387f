import jax
import jax.numpy as jnp


@jax.jit
def polynomial_features(x, degree):
    """Columns x**0 .. x**degree."""
    powers = jnp.arange(int(degree) + 1)  # expect: JXL104
    return x[:, None] ** powers
