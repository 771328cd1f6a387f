import jax

from .normalize import log_normalize


def normalize_matrix(matrix, target_sum=1e4):
    """Normalise every cell (row) of a cells x genes count matrix."""
    return jax.vmap(log_normalize, in_axes=(0, None))(matrix, target_sum)
