import jax
import jax.numpy as jnp

from surface import Surface


def phase_curve(params, phases):
    surface = Surface(inc=params["inc"], u=params["u"], amplitude=params["amplitude"])
    mu = jnp.linspace(0.0, 1.0, 64)
    return surface.projected_flux(mu) * (1 + 0.1 * jnp.cos(phases))


light_curve = jax.jit(phase_curve)
