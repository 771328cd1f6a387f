import jax.numpy as jnp
import numpy as np


def steady_head(conductivity, x, head_in, head_out):
    """Steady 1D confined flow through layers in series: the head drops in proportion to each cell's resistance."""
    resistance = jnp.diff(x, prepend=x[0]) / conductivity
    return head_in - (head_in - head_out) * jnp.cumsum(resistance) / jnp.sum(resistance)


def darcy_flux(head, conductivity, x):
    return -conductivity * np.gradient(head, x)  # expect: JXL401


def travel_time(flux, porosity, x):
    return np.trapezoid(porosity / flux, x)  # expect: JXL401
