"""One-dimensional meshes of linear elements."""

import jax.numpy as jnp


def uniform_mesh(length, num_elements):
    nodes = jnp.linspace(0.0, length, num_elements + 1)
    connectivity = jnp.stack([jnp.arange(num_elements), jnp.arange(1, num_elements + 1)], axis=1)
    return nodes, connectivity
