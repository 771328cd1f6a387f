import warnings

import jax
import jax.numpy as jnp

from carbsys.alkalinity import alkalinity_residual
from carbsys.constants import equilibrium_constants

PH_TOLERANCE = 1e-5
MAX_ITERATIONS = 50


def solve(totals, temperature):
    """pH on the free scale from total alkalinity and dissolved inorganic carbon, by Newton-Raphson."""
    ks = equilibrium_constants(temperature)
    residual = jax.value_and_grad(alkalinity_residual)

    def keep_going(carry):
        _, step, iteration = carry
        return jnp.logical_and(jnp.abs(step) > PH_TOLERANCE, iteration < MAX_ITERATIONS)

    def newton(carry):
        ph, _, iteration = carry
        value, slope = residual(ph, totals, ks)
        step = -value / slope
        return ph + step, step, iteration + 1

    ph, last_step, iterations = jax.lax.while_loop(keep_going, newton, (jnp.asarray(8.0), jnp.asarray(1.0), 0))
    if jnp.abs(last_step) > PH_TOLERANCE:  # expect: JXL101
        warnings.warn(f"pH solver stopped after {iterations} iterations without converging")  # expect: JXL203
    return ph
