"""NFW halo profiles and the radius at which a halo's mean enclosed density reaches 200 times critical."""

import jax.numpy as jnp
from jax import lax

from halomodel.roots import newton_solver

HUBBLE_TODAY = 70.0
OMEGA_MATTER = 0.3
CONCENTRATION = 5.0
NEWTON_ITERATIONS = 30


def critical_density(redshift):
    hubble = HUBBLE_TODAY * jnp.sqrt(OMEGA_MATTER * (1.0 + redshift) ** 3 + 1.0 - OMEGA_MATTER)
    return 2.775e11 * (hubble / 100.0) ** 2 / 1e9


def scale_radius(mass):
    return 0.1 * mass ** (1.0 / 3.0) / CONCENTRATION


def mean_enclosed_density(mass, radius):
    x = radius / scale_radius(mass)
    enclosed_fraction = jnp.log1p(x) - x / (1.0 + x)
    normalisation = jnp.log1p(CONCENTRATION) - CONCENTRATION / (1.0 + CONCENTRATION)
    return mass * enclosed_fraction / normalisation / (4.0 / 3.0 * jnp.pi * radius**3)


def overdensity_radii(masses, redshift):
    threshold = 200.0 * critical_density(redshift)

    def radius_of(mass):
        def log_overdensity(log_radius):
            return jnp.log(mean_enclosed_density(mass, jnp.exp(log_radius)) / threshold)

        return jnp.exp(newton_solver(log_overdensity, jnp.log(CONCENTRATION * scale_radius(mass)), NEWTON_ITERATIONS))

    return lax.map(radius_of, masses)  # expect: JXL504
