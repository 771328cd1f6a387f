from typing import NamedTuple

import jax.numpy as jnp


class Thetas(NamedTuple):
    cl: float = 5.0      # L/h
    v1: float = 50.0     # L
    q: float = 10.0      # L/h
    v2: float = 100.0    # L
    mtt: float = 1.0     # h


def individual(thetas, weight, eta_cl=0.0, eta_v1=0.0):
    """Allometric scaling to a 70 kg reference, exponential random effects."""
    scale = weight / 70.0
    return {
        "cl": thetas.cl * scale ** 0.75 * jnp.exp(eta_cl),
        "v1": thetas.v1 * scale * jnp.exp(eta_v1),
        "q": thetas.q,
        "v2": thetas.v2 * scale,
        "ktr": 4.0 / thetas.mtt,
    }
