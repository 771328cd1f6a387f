import jax
import jax.numpy as jnp

from popsynth.weights import age_weights


def galaxy_sed(lg_age, lg_mass, lg_age_table, ssp_flux):
    weights = age_weights(lg_age_table, lg_age)
    return 10.0 ** lg_mass * jnp.einsum("a,aw->w", weights, ssp_flux)


catalogue_sed = jax.jit(jax.vmap(galaxy_sed, in_axes=(0, 0, None, None)))
