import jax.numpy as jnp


def log_normalize(counts, target_sum=1e4):
    """Scale one cell's counts to `target_sum` in total and take log1p."""
    size = jnp.maximum(counts.sum(), 1.0)
    return jnp.log1p(counts / size * target_sum)
