import jax.numpy as jnp


def hard_threshold_support(z, sparsity):
    """Boolean mask of the `sparsity` entries of largest magnitude."""
    threshold = jnp.sort(jnp.abs(z))[-sparsity]
    return jnp.abs(z) >= threshold


def pursuit_step(A, y, x, sparsity, step):
    """One hard thresholding pursuit step: gradient step, support of the largest entries, least squares on it."""
    z = x + step * A.T @ (y - A @ x)
    support = hard_threshold_support(z, sparsity)
    # Zeroing the columns off the support keeps the shapes static; the minimum-norm solution is zero there.
    coef = jnp.linalg.lstsq(A * support, y)[0]
    return jnp.where(support, coef, 0.0)
