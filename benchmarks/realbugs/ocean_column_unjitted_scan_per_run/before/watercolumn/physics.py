import jax.numpy as jnp

RHO_CP = 4.1e6  # volumetric heat capacity of sea water, J / (m^3 K)


def diffuse(temperature, diffusivity, dz, surface_flux):
    """Divergence of the turbulent heat flux, zero flux at the bottom, `surface_flux` (W/m^2) into the top cell."""
    interior = -diffusivity * (temperature[:-1] - temperature[1:]) / dz
    fluxes = jnp.concatenate([jnp.array([surface_flux / RHO_CP]), -interior, jnp.array([0.0])])
    return (fluxes[:-1] - fluxes[1:]) / dz
