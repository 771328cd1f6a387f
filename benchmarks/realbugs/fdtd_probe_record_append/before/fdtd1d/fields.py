from typing import NamedTuple

import jax.numpy as jnp


class Fields(NamedTuple):
    ex: jnp.ndarray
    hy: jnp.ndarray
    boundary_low: jnp.ndarray
    boundary_high: jnp.ndarray


def empty_grid(n_cells):
    return Fields(jnp.zeros(n_cells), jnp.zeros(n_cells), jnp.zeros(2), jnp.zeros(2))
