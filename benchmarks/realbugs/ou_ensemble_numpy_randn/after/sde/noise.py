import jax
import numpy as np


def brownian_increments(key, steps, samples, h):
    """Independent Brownian increments with variance h, one row per time step and one column per sample path."""
    return jax.random.normal(key, (steps, samples)) * np.sqrt(h)
