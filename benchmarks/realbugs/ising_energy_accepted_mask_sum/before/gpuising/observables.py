import jax.numpy as jnp


def neighbour_sum(spins):
    return jnp.roll(spins, 1, 0) + jnp.roll(spins, -1, 0) + jnp.roll(spins, 1, 1) + jnp.roll(spins, -1, 1)


def total_energy(spins, coupling):
    """Each bond counted once: right and down neighbours only."""
    return -coupling * jnp.sum(spins * (jnp.roll(spins, -1, 0) + jnp.roll(spins, -1, 1)))
