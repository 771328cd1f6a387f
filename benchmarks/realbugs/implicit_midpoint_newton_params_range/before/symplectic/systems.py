import jax.numpy as jnp


def kepler_hamiltonian(z):
    q, p = z[:2], z[2:]
    return 0.5 * jnp.dot(p, p) - 1.0 / jnp.linalg.norm(q)
