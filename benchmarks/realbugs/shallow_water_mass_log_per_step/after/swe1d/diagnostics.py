import logging

import jax.numpy as jnp

log = logging.getLogger("swe1d.diagnostics")


def conserved_quantities(h, hu, dx, g):
    mass = jnp.sum(h) * dx
    energy = jnp.sum(0.5 * hu ** 2 / h + 0.5 * g * h ** 2) * dx
    return mass, energy


def report(t, mass, energy):
    """Host side: called with concrete values after each compiled step."""
    log.info("t=%s mass=%s energy=%s", float(t), float(mass), float(energy))
