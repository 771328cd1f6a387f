import jax.numpy as jnp
import numpy as np


def brownian_increments(chol, dt, n_paths):
    """Correlated Brownian increments dW ~ N(0, dt * chol @ chol.T), one row per path."""
    z = np.random.standard_normal((n_paths, chol.shape[0]))  # expect: JXL402
    return jnp.sqrt(dt) * jnp.asarray(z) @ chol.T
