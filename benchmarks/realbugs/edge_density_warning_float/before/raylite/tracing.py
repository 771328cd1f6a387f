import jax
import jax.numpy as jnp

from .equilibrium.interpolate import build_density_interpolator


def absorbed_fraction(radial_profiles, launch_rho=1.2, step=0.02, num_steps=120, cross_section=0.8):
    """Fraction of the beam power absorbed along a straight chord through the plasma centre."""
    density = build_density_interpolator(radial_profiles)

    def temperature(rho):
        return jnp.interp(rho, radial_profiles.rho, radial_profiles.electron_temperature)

    def advance(carry, _):
        position, optical_depth = carry
        rho = jnp.abs(position)
        optical_depth = optical_depth + cross_section * density(rho) * jnp.sqrt(temperature(rho)) * step
        return (position - step, optical_depth), optical_depth

    (_, optical_depth), _ = jax.lax.scan(advance, (launch_rho, 0.0), None, length=num_steps)
    return 1.0 - jnp.exp(-optical_depth)
