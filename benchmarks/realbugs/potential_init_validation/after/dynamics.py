"""Energies along an orbit, with the halo parameters fitted by gradient descent."""

import jax
import jax.numpy as jnp

from potentials import NFWPotential


@jax.jit
def orbit_energy(params, positions, velocities):
    halo = NFWPotential(params["m"], params["r_s"])
    kinetic = 0.5 * jnp.sum(velocities ** 2, axis=-1)
    return kinetic + halo.energy(positions)
