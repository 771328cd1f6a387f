import jax.numpy as jnp


def symmetrize(P):
    return 0.5 * (P + P.T)


def joseph_update(P, K, H, R):
    """Joseph-form covariance update, (I - KH) P (I - KH)^T + K R K^T."""
    I_KH = jnp.eye(P.shape[0]) - K @ H
    return symmetrize(I_KH @ P @ I_KH.T + K @ R @ K.T)
