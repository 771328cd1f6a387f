import jax.numpy as jnp
import numpy as np


def collocation_points(num_points, low=0.0, high=1.0):
    """Fresh interior points for the residual, drawn uniformly."""
    return jnp.asarray(np.random.uniform(low, high, size=(num_points,)))  # expect: JXL402
