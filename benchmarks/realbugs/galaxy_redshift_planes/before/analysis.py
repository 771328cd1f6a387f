import jax
import jax.numpy as jnp

from galaxy import Galaxy, Isothermal
from tracer import Tracer


def tracer_from(params):
    lens = Galaxy(redshift=0.5, mass=Isothermal(params["einstein_radius"]))
    subhalo = Galaxy(redshift=params["subhalo_redshift"], mass=Isothermal(params["subhalo_radius"], (0.0, 1.5)))
    return Tracer([lens, subhalo])


@jax.jit
def log_likelihood(params, grid, data):
    traced = tracer_from(params).traced_grid(grid)
    return -0.5 * jnp.sum((traced - data) ** 2)
