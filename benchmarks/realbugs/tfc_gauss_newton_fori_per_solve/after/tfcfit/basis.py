import jax.numpy as jnp


def chebyshev(x, degree):
    """T_0..T_degree at points x in [-1, 1], shape (len(x), degree + 1)."""
    columns = [jnp.ones_like(x), x]
    for _ in range(2, degree + 1):
        columns.append(2.0 * x * columns[-1] - columns[-2])
    return jnp.stack(columns[: degree + 1], axis=1)
