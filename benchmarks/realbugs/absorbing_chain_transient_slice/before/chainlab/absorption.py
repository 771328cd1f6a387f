import jax
import jax.numpy as jnp


def absorption_probabilities(P):
    """B = (I - Q)^-1 R for a transition matrix in canonical form [[Q, R], [0, I]]."""
    n_transient = jnp.sum(jnp.diag(P) < 1.0)
    Q, R = P[:n_transient, :n_transient], P[:n_transient, n_transient:]  # expect: JXL106
    fundamental = jnp.linalg.inv(jnp.eye(Q.shape[0]) - Q)
    return fundamental @ R


batch_absorption = jax.jit(jax.vmap(absorption_probabilities))
