from functools import partial

import jax
import jax.numpy as jnp


def absorption_probabilities(P, n_transient):
    """B = (I - Q)^-1 R for a transition matrix in canonical form [[Q, R], [0, I]]."""
    Q, R = P[:n_transient, :n_transient], P[:n_transient, n_transient:]
    fundamental = jnp.linalg.inv(jnp.eye(n_transient) - Q)
    return fundamental @ R


@partial(jax.jit, static_argnums=1)
def batch_absorption(chains, n_transient):
    return jax.vmap(absorption_probabilities, in_axes=(0, None))(chains, n_transient)
