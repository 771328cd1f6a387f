import jax.numpy as jnp


def reciprocal_energy(cell, alpha: float = 1.0):
    g = cell.g_vectors()
    g2 = jnp.sum(g ** 2, axis=-1)
    phases = g @ cell.positions.T
    structure = jnp.sum(cell.charges * jnp.cos(phases), -1) ** 2 + jnp.sum(cell.charges * jnp.sin(phases), -1) ** 2
    return 2 * jnp.pi / cell.volume * jnp.sum(jnp.exp(-g2 / (4 * alpha ** 2)) / g2 * structure)
