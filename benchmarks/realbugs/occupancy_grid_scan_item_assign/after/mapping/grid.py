import jax.numpy as jnp


def empty_grid(height, width):
    return jnp.zeros((height, width))


def world_to_cell(points, resolution):
    return jnp.floor(points / resolution).astype(jnp.int32)


def mark_occupied(grid, cells):
    flat_cells = cells[:, 0] * grid.shape[1] + cells[:, 1]
    return jnp.put(grid, flat_cells, 1.0, inplace=False)
