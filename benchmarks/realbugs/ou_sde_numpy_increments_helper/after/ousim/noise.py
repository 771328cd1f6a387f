import jax
import jax.numpy as jnp


def brownian_increments(key, chol, dt, n_paths):
    """Correlated Brownian increments dW ~ N(0, dt * chol @ chol.T), one row per path."""
    z = jax.random.normal(key, (n_paths, chol.shape[0]))
    return jnp.sqrt(dt) * z @ chol.T
