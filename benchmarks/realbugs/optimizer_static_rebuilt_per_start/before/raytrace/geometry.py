"""Fermat path length of a ray bouncing once on a plane mirror."""

import jax.numpy as jnp

SOURCE = jnp.array([0.0, 1.0])
RECEIVER = jnp.array([2.0, 0.5])


def path_length(t):
    """Length of source -> (t, 0) -> receiver, the reflection point on the x axis."""
    point = jnp.stack([t[0], 0.0])
    return jnp.linalg.norm(point - SOURCE) + jnp.linalg.norm(RECEIVER - point)
