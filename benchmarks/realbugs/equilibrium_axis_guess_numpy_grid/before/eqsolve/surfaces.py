import jax.numpy as jnp

from eqsolve.axis import guess_axis


def initial_surfaces(r_boundary, z_boundary, n_surfaces):
    """Nested flux-surface guess: boundary blended towards the axis guess with rho = sqrt(s)."""
    r_axis, z_axis = guess_axis(r_boundary, z_boundary)
    rho = jnp.sqrt(jnp.linspace(0.0, 1.0, n_surfaces))[:, None]
    return r_axis + rho * (r_boundary - r_axis), z_axis + rho * (z_boundary - z_axis)
