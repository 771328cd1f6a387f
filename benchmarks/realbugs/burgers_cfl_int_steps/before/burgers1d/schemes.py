import jax.numpy as jnp


def convective_flux_divergence(u, dx):
    """d(u^2 / 2)/dx in conservative form with the Rusanov (local Lax-Friedrichs) upwind flux, periodic grid."""
    right = jnp.roll(u, -1)
    flux = 0.25 * (u ** 2 + right ** 2) - 0.5 * jnp.maximum(jnp.abs(u), jnp.abs(right)) * (right - u)
    return (flux - jnp.roll(flux, 1)) / dx


def central_diffusion(u, dx, nu):
    return nu * (jnp.roll(u, -1) - 2 * u + jnp.roll(u, 1)) / dx ** 2


def forward_euler_step(u, dt, dx, nu):
    return u + dt * (central_diffusion(u, dx, nu) - convective_flux_divergence(u, dx))
