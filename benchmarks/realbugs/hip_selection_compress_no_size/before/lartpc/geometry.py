"""Detector geometry of a single-module LArTPC (cm)."""

import jax.numpy as jnp

LOWER = jnp.array([-30.0, -60.0, -30.0])
UPPER = jnp.array([30.0, 60.0, 30.0])


def in_fiducial(positions, cut):
    inside = (positions > LOWER + cut) & (positions < UPPER - cut)
    return jnp.all(inside, axis=-1)
