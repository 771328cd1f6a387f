"""Highly ionising hits: charge above threshold inside the fiducial volume."""

import jax
import jax.numpy as jnp

from lartpc.geometry import in_fiducial


class HitSelection:
    default_params = dict(charge_cut=5.0e4, fid_cut=5.0)

    def __init__(self, **params):
        self.params = dict(self.default_params, **params)
        self._run = jax.jit(self.run)

    def hip_mask(self, charges, positions):
        return (charges > self.params["charge_cut"]) & in_fiducial(positions, self.params["fid_cut"])

    def run(self, charges, positions):
        keep = self.hip_mask(charges, positions)
        selected = jnp.compress(keep, charges)  # expect: JXL106
        return jnp.sum(selected), jnp.sum(keep)

    def __call__(self, charges, positions):
        return self._run(charges, positions)
