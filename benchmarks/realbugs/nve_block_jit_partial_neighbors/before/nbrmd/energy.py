import jax.numpy as jnp

from nbrmd.neighbors import periodic_displacement


def soft_sphere_energy(positions, box, neighbor, sigma):
    padded = jnp.concatenate([positions, jnp.full((1, positions.shape[1]), jnp.inf)])
    d = periodic_displacement(positions[:, None, :], padded[neighbor], box)
    r = jnp.sqrt(jnp.sum(jnp.where(jnp.isfinite(d), d, 0.0) ** 2, axis=-1))
    overlap = jnp.where((neighbor < positions.shape[0]) & (r < sigma), 1.0 - r / sigma, 0.0)
    return 0.5 * jnp.sum(overlap ** 2.5) / 2.5
