import functools

import jax
import jax.numpy as jnp

from photoz.bands import band_fluxes
from photoz.sed import rest_frame_sed


def chi2(params, observed, errors, redshift):
    log_amplitude, log_temperature, dust = params
    model = jnp.exp(log_amplitude) * band_fluxes(rest_frame_sed, redshift, jnp.exp(log_temperature), dust)
    return jnp.sum(((observed - model) / errors) ** 2)


@functools.partial(jax.jit, static_argnames=("redshift", "num_steps"))
def best_chi2(observed, errors, redshift, num_steps=300, learning_rate=0.01):
    """Minimum chi^2 over amplitude, temperature and dust at a fixed redshift (normalised gradient descent)."""
    start = jnp.array([jnp.log(jnp.mean(observed)) + 2.0, jnp.log(0.5), 0.3])

    def step(_, params):
        g = jax.grad(chi2)(params, observed, errors, redshift)
        return params - learning_rate * g / (jnp.linalg.norm(g) + 1e-12)

    params = jax.lax.fori_loop(0, num_steps, step, start)
    return chi2(params, observed, errors, redshift)


def redshift_scan(observed, errors, z_grid):
    values = []
    for z in z_grid:
        values.append(best_chi2(observed, errors, redshift=float(z)))  # expect: JXL503
    return jnp.stack(values)
