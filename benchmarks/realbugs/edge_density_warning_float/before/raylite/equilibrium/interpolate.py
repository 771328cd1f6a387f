import warnings
from typing import NamedTuple

import jax.numpy as jnp


class RadialProfiles(NamedTuple):
    rho: jnp.ndarray
    electron_density: jnp.ndarray  # 1e20 m^-3
    electron_temperature: jnp.ndarray  # keV


def _warn_if_edge_density_nonzero(radial_profiles, tolerance=1e-3):
    ne_edge = float(radial_profiles.electron_density[-1])  # expect: JXL104
    if ne_edge > tolerance:
        warnings.warn(
            f"Electron density at the LCFS (rho=1) is {ne_edge:.3g} x 1e20 m^-3, not zero. The extrapolator "
            "clamps ne=0 outside the LCFS, and the jump can bend rays spuriously.",
            UserWarning,
            stacklevel=3,
        )


def build_density_interpolator(radial_profiles):
    _warn_if_edge_density_nonzero(radial_profiles)

    def density(rho):
        inside = jnp.interp(rho, radial_profiles.rho, radial_profiles.electron_density)
        return jnp.where(rho <= 1.0, inside, 0.0)

    return density
