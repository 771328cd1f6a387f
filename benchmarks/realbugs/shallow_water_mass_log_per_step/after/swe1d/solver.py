import jax
import jax.numpy as jnp

from swe1d.diagnostics import conserved_quantities, report


def rusanov_flux(hl, hul, hr, hur, g):
    ul, ur = hul / hl, hur / hr
    fl = jnp.stack([hul, hul * ul + 0.5 * g * hl ** 2])
    fr = jnp.stack([hur, hur * ur + 0.5 * g * hr ** 2])
    speed = jnp.maximum(jnp.abs(ul) + jnp.sqrt(g * hl), jnp.abs(ur) + jnp.sqrt(g * hr))
    return 0.5 * (fl + fr) - 0.5 * speed * jnp.stack([hr - hl, hur - hul])


def make_stepper(dx, dt, g=9.81):
    """One finite-volume step on a periodic domain, with its conservation diagnostics."""

    @jax.jit
    def compiled_step(t, h, hu):
        flux = rusanov_flux(h, hu, jnp.roll(h, -1), jnp.roll(hu, -1), g)
        div = (flux - jnp.roll(flux, 1, axis=1)) / dx
        h_new, hu_new = h - dt * div[0], hu - dt * div[1]
        return t + dt, h_new, hu_new, conserved_quantities(h_new, hu_new, dx, g)

    def step(t, h, hu):
        t, h, hu, (mass, energy) = compiled_step(t, h, hu)
        report(t, mass, energy)
        return t, h, hu

    return step
