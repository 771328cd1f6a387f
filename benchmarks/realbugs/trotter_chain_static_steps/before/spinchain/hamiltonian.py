import functools

import jax.numpy as jnp

X = jnp.array([[0.0, 1.0], [1.0, 0.0]], dtype=jnp.complex64)
Z = jnp.array([[1.0, 0.0], [0.0, -1.0]], dtype=jnp.complex64)
I2 = jnp.eye(2, dtype=jnp.complex64)


def site_operator(op, site, n_sites):
    return functools.reduce(jnp.kron, [op if k == site else I2 for k in range(n_sites)])


def transverse_field_ising(n_sites, J=1.0, h=0.7):
    """The two non-commuting parts of H = -J sum Z_j Z_j+1 - h sum X_j (open chain)."""
    coupling = sum(site_operator(Z, j, n_sites) @ site_operator(Z, j + 1, n_sites) for j in range(n_sites - 1))
    field = sum(site_operator(X, j, n_sites) for j in range(n_sites))
    return -J * coupling, -h * field
