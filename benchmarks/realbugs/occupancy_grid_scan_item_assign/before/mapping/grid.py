import jax.numpy as jnp


def empty_grid(height, width):
    return jnp.zeros((height, width))


def world_to_cell(points, resolution):
    return jnp.floor(points / resolution).astype(jnp.int32)


def mark_occupied(grid, cells):
    grid[cells[:, 0], cells[:, 1]] = 1.0  # expect: JXL301
    return grid
