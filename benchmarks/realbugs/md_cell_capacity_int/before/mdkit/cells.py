import jax.numpy as jnp


def cell_counts(R, box_size, cell_size):
    """How many particles fall in each cell of a square grid of cells at least `cell_size` wide."""
    per_side = int(box_size // cell_size)
    idx = jnp.floor(R / (box_size / per_side)).astype(jnp.int32) % per_side
    flat = idx[:, 0] * per_side + idx[:, 1]
    return jnp.zeros(per_side * per_side, jnp.int32).at[flat].add(1)


def estimate_capacity(R, box_size, cell_size, multiplier=1.25):
    """Room per cell: the fullest cell of this configuration, with some slack for later steps."""
    return int(jnp.max(cell_counts(R, box_size, cell_size)) * multiplier)  # expect: JXL104
