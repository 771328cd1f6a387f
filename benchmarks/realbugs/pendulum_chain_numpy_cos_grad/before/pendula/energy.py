"""Energy of a chain of coupled pendulums."""

import numpy as np
import jax.numpy as jnp

GRAVITY = 9.81


def potential_energy(theta, params):
    gravity = params["mass"] * GRAVITY * params["length"] * (1.0 - np.cos(theta)).sum()  # expect: JXL401
    coupling = 0.5 * params["spring"] * jnp.sum(jnp.diff(theta) ** 2)
    return gravity + coupling


def kinetic_energy(omega, params):
    return 0.5 * params["mass"] * params["length"] ** 2 * jnp.sum(omega**2)
