import jax.numpy as jnp


def gradient(u):
    """Forward differences, zero across the last row and column."""
    gx = jnp.zeros_like(u).at[:, :-1].set(u[:, 1:] - u[:, :-1])
    gy = jnp.zeros_like(u).at[:-1, :].set(u[1:, :] - u[:-1, :])
    return gx, gy


def divergence(px, py):
    """Backward differences: the negative adjoint of `gradient`."""
    dx = jnp.concatenate([px[:, :1], px[:, 1:-1] - px[:, :-2], -px[:, -2:-1]], axis=1)
    dy = jnp.concatenate([py[:1, :], py[1:-1, :] - py[:-2, :], -py[-2:-1, :]], axis=0)
    return dx + dy
