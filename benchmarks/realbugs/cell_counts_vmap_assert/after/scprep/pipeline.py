import jax

from .normalize import log_normalize


def normalize_matrix(matrix, target_sum=1e4):
    """Normalise every cell (row) of a cells x genes count matrix; the data check runs once, on concrete values."""
    if matrix.min() < 0:
        raise ValueError("counts must be non-negative")
    return jax.vmap(log_normalize, in_axes=(0, None))(matrix, target_sum)
