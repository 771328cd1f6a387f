import jax
import jax.numpy as jnp


def neighbour_sum(spins):
    return (jnp.roll(spins, 1, 0) + jnp.roll(spins, -1, 0) + jnp.roll(spins, 1, 1) + jnp.roll(spins, -1, 1))


def checkerboard_sweep(key, spins, beta):
    """One Metropolis sweep: update the two sublattices of the checkerboard in turn."""
    L = spins.shape[0]
    parity = (jnp.arange(L)[:, None] + jnp.arange(L)[None, :]) % 2
    for colour, subkey in zip((0, 1), jax.random.split(key)):
        delta_e = 2.0 * spins * neighbour_sum(spins)
        accept = jax.random.uniform(subkey, spins.shape) < jnp.exp(-beta * delta_e)
        spins = jnp.where((parity == colour) & accept, -spins, spins)
    return spins
