import jax.numpy as jnp


def prepare_input(x, y, check=True):
    """Validate the knots the way scipy does: sorted, finite, matching lengths."""
    x = jnp.asarray(x)
    y = jnp.asarray(y)
    if x.shape[0] != y.shape[0]:
        raise ValueError("x and y must have the same length")
    if check:
        if not jnp.all(jnp.isfinite(x)):
            raise ValueError("x must contain only finite values")
        if not jnp.all(jnp.diff(x) > 0):
            raise ValueError("x must be strictly increasing")
    return x, y
