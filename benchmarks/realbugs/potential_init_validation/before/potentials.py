"""Analytic potentials for orbit integration."""

import jax.numpy as jnp


class NFWPotential:
    """Navarro-Frenk-White halo."""

    def __init__(self, m, r_s):
        if m <= 0:  # expect: JXL101
            raise ValueError("mass must be positive")
        self.m = m
        self.r_s = r_s

    def energy(self, x):
        r = jnp.linalg.norm(x, axis=-1)
        return -self.m * jnp.log1p(r / self.r_s) / r
