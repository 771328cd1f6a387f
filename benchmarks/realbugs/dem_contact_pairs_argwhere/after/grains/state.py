from typing import NamedTuple

import jax.numpy as jnp


class State(NamedTuple):
    pos: jnp.ndarray
    vel: jnp.ndarray
    force: jnp.ndarray
    rad: jnp.ndarray
    mass: jnp.ndarray


class System(NamedTuple):
    dt: float
    stiffness: float
    damping: float
    gravity: float
    box: float


def grid_of_grains(n_side, radius=0.05, spacing=0.12, height=0.3):
    ix, iy = jnp.meshgrid(jnp.arange(n_side), jnp.arange(n_side), indexing="ij")
    pos = jnp.stack([0.2 + spacing * ix.ravel(), height + spacing * iy.ravel()], axis=1)
    n = pos.shape[0]
    return State(pos, jnp.zeros_like(pos), jnp.zeros_like(pos), jnp.full(n, radius), jnp.ones(n))
