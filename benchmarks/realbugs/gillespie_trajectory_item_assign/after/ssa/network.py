"""A dimerisation network: production and decay of A, 2A <-> B."""

import jax.numpy as jnp

STOICHIOMETRY = jnp.array([[1, 0],
                           [-1, 0],
                           [-2, 1],
                           [2, -1]])


def propensities(counts, rates):
    a, b = counts[0], counts[1]
    return jnp.array([rates[0], rates[1] * a, rates[2] * a * (a - 1) / 2.0, rates[3] * b])
