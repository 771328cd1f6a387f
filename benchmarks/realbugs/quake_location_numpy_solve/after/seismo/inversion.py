import jax.numpy as jnp


def damped_step(G, residual, damping):
    """Damped least squares: (G^T G + lambda I) dm = G^T dt."""
    lhs = G.T @ G + damping * jnp.eye(G.shape[1])
    return jnp.linalg.solve(lhs, G.T @ residual)
