"""Population model of gravitational-wave sources in redshift, with the cosmology fitted jointly."""

import jax.numpy as jnp
import numpy as np

from popcosmo.cosmology import differential_comoving_volume, redshift_at_distance

OM0 = 0.3


def log_redshift_density(dL_samples, H0, gamma):
    z = redshift_at_distance(dL_samples, H0, OM0)
    log_dvdz = np.log(differential_comoving_volume(z, H0, OM0))  # expect: JXL401
    return log_dvdz + (gamma - 1.0) * jnp.log1p(z)
