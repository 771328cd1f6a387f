import jax


def collocation_points(key, num_points, low=0.0, high=1.0):
    """Fresh interior points for the residual, drawn uniformly."""
    return jax.random.uniform(key, (num_points,), minval=low, maxval=high)
