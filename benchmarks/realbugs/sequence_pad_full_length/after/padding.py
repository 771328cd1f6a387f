from jax import lax


def pad_rows(first_row, pad_to_length):
    """A (pad_to_length, width) block whose first row is first_row and the rest zeros."""
    width = first_row.shape[0]
    empty = lax.full((pad_to_length, width), 0, first_row.dtype)
    return lax.dynamic_update_slice(empty, first_row.reshape(1, width), (0, 0))
