import math

import jax
import jax.numpy as jnp


def conv2d(x, kernel):
    return jax.lax.conv_general_dilated(x, kernel, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))


def max_pool(x, size=2):
    return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, size, size, 1), (1, size, size, 1), "VALID")


def flatten(x):
    """Collapse everything but the batch axis, like torch.flatten(x, 1)."""
    # shapes are static Python ints: multiply them in Python, not as a (traced) jnp array
    features = math.prod(x.shape[1:])
    return x.reshape((x.shape[0], features))
