import jax.numpy as jnp

from mapping.grid import mark_occupied, world_to_cell


def integrate_scan(grid, ranges, angles, pose, resolution, max_range):
    """Marks the cells hit by one range scan taken from `pose` = (x, y, heading)."""
    ranges[ranges > max_range] = max_range  # expect: JXL301
    x = pose[0] + ranges * jnp.cos(pose[2] + angles)
    y = pose[1] + ranges * jnp.sin(pose[2] + angles)
    cells = world_to_cell(jnp.stack([y, x], axis=1), resolution)
    return mark_occupied(grid, cells)
