"""Energy of a chain of coupled pendulums."""

import jax.numpy as jnp

GRAVITY = 9.81


def potential_energy(theta, params):
    gravity = params["mass"] * GRAVITY * params["length"] * jnp.sum(1.0 - jnp.cos(theta))
    coupling = 0.5 * params["spring"] * jnp.sum(jnp.diff(theta) ** 2)
    return gravity + coupling


def kinetic_energy(omega, params):
    return 0.5 * params["mass"] * params["length"] ** 2 * jnp.sum(omega**2)
