import jax.numpy as jnp


def steady_head(conductivity, x, head_in, head_out):
    """Steady 1D confined flow through layers in series: the head drops in proportion to each cell's resistance."""
    resistance = jnp.diff(x, prepend=x[0]) / conductivity
    return head_in - (head_in - head_out) * jnp.cumsum(resistance) / jnp.sum(resistance)


def darcy_flux(head, conductivity, x):
    return -conductivity * jnp.gradient(head, x)


def travel_time(flux, porosity, x):
    return jnp.trapezoid(porosity / flux, x)
