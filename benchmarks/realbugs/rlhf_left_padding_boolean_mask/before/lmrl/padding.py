import jax
import jax.numpy as jnp


def right_padding_to_left_padding(tokens, pad_id):
    """[[a, b, PAD, PAD], ...] -> [[PAD, PAD, a, b], ...], so that every query ends at the last column."""
    def pad_row(row):
        return jnp.concatenate([row[row == pad_id], row[row != pad_id]])  # expect: JXL107

    return jax.vmap(pad_row)(tokens)


def first_true_indices(mask):
    """Index of the first True of each row (the row length when there is none)."""
    positions = jnp.arange(mask.shape[-1])
    return jnp.min(jnp.where(mask, positions, mask.shape[-1]), axis=-1)
